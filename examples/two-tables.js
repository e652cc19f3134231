// The smallest tutorial page: pass this page's own query (e.g. ?speed=instant) on to the tables,
// and list the events they post (hand-end, game-end, demo-end).
"use strict";
const extra = new URLSearchParams(location.search);
for (const frame of document.querySelectorAll("iframe[data-table]")) {
  const url = new URL(frame.dataset.src, location.href);
  for (const [key, value] of extra) url.searchParams.set(key, value);
  frame.src = url.href;
}
addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.source !== "king358") return;
  const item = document.createElement("li");
  item.dataset.type = data.type;
  item.dataset.game = data.game;
  item.textContent = JSON.stringify(data);
  document.getElementById("events").appendChild(item);
});
