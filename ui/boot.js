// Before Python runs: show what the page is doing while the runtime loads.
"use strict";
addEventListener("py:progress", (event) => {
  const step = document.getElementById("loading-step");
  if (step && typeof event.detail === "string") step.textContent = event.detail + "…";
});
