// Registers the service worker (sw.js) that makes the app work offline, and tells the player
// when it is ready to work offline and when an update is waiting.
//
// For the Python UI: the events `app:offline-ready` and `app:update-ready` are dispatched on
// `document` (cancelable: call preventDefault() to show your own notice instead of the text this
// script puts into #notices). `event.detail.apply()` of an update switches to the new version and
// reloads the page. <html> gets data-offline="1" once the app can start with no network and
// data-update="1" while an update waits.
//
// An embedded table (?embed=1, or any page in a frame: examples/tutorial.html) registers the
// worker too but shows neither notice: the page around it is not where the player installs the
// app or reloads it, and a toast would cover the little table.
"use strict";
(() => {
  const sw = navigator.serviceWorker;
  if (!sw || !window.isSecureContext || location.protocol === "file:") return;
  const root = document.documentElement;
  const embedded = new URLSearchParams(location.search).get("embed") === "1" || self !== top;
  let controlled = Boolean(sw.controller);
  let reloading = false;

  // The notices' words in the page's language (<html lang>, set by ui/start/boot.js, then the app):
  // the catalogues' boot_ messages, in ui/locale/words.js.
  function words() {
    const all = self.BOOT_WORDS || {};
    return all[root.lang] || all.en;
  }

  // A toast as ui/core/notices.py makes them: text, an optional button, a close button; at most
  // three in the box (the oldest goes).
  function notice(kind, text, button, level) {
    const box = document.getElementById("notices");
    if (!box) return;
    const old = box.querySelector(`[data-notice="${kind}"]`);
    if (old) old.remove();
    const line = document.createElement("p");
    line.className = `notice notice-${level || "warn"}`;
    line.dataset.notice = kind;
    const span = document.createElement("span");
    span.className = "notice-text";
    span.textContent = text;
    line.append(span);
    if (button) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "cmd";
      b.textContent = button.label;
      b.addEventListener("click", button.action);
      line.append(b);
    }
    const close = document.createElement("button");
    close.type = "button";
    close.className = "notice-close";
    close.dataset.noticeCmd = "close";
    const label = (words() || {}).close || "Close notice";
    close.setAttribute("aria-label", label);
    close.title = label;
    close.addEventListener("click", () => line.remove());
    line.append(close);
    box.append(line);
    const all = box.querySelectorAll(".notice");
    for (let i = 0; i < all.length - 3; i++) all[i].remove();
    return line;
  }

  function reload() {
    if (!reloading) {
      reloading = true;
      location.reload();
    }
  }

  function offlineReady() {
    if (root.dataset.offline === "1") return;
    root.dataset.offline = "1";
    const event = new CustomEvent("app:offline-ready", {cancelable: true});
    if (document.dispatchEvent(event) && words() && !embedded) {
      const line = notice("offline-ready", words().offline, null, "info");
      const fade = () => {
        if (!line || !line.isConnected) return;
        if (line.matches(":hover, :focus-within")) setTimeout(fade, 2000);
        else line.remove();
      };
      setTimeout(fade, 8000);
    }
  }

  function updateReady(registration) {
    if (root.dataset.update === "1") return;
    const apply = () => {
      const waiting = registration.waiting;
      if (waiting) waiting.postMessage("skip-waiting");  // controllerchange then reloads
      else reload();
    };
    root.dataset.update = "1";
    const event = new CustomEvent("app:update-ready", {cancelable: true, detail: {apply}});
    if (document.dispatchEvent(event) && words() && !embedded) {
      const w = words();
      notice("update-ready", w.update, {label: w.reload, action: apply});
    }
  }

  function watch(registration, worker) {
    if (!worker) return;
    const changed = () => {
      if (worker.state === "installed" && sw.controller) updateReady(registration);
      if (worker.state === "activated" && registration.active === worker) offlineReady();
    };
    worker.addEventListener("statechange", changed);
    changed();
  }

  // A new version took over (this tab asked for it, or another one did): load it whole.
  sw.addEventListener("controllerchange", () => {
    if (controlled) reload();
    controlled = true;
  });

  async function register() {
    try {
      const registration = await sw.register("./sw.js", {updateViaCache: "none"});
      if (!registration) return;  // registration blocked (as browser tests do)
      registration.addEventListener("updatefound", () => watch(registration, registration.installing));
      watch(registration, registration.installing);
      if (registration.waiting && sw.controller) updateReady(registration);
      if (registration.active) {
        if (controlled) root.dataset.offline = "1";  // known since an earlier visit: no notice
        else watch(registration, registration.active);
      }
      // A game may stay open for days: look for a new version when the tab comes back.
      let checked = Date.now();
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible" && Date.now() - checked > 3600e3) {
          checked = Date.now();
          registration.update().catch(() => {});  // offline: try again later
        }
      });
    } catch (error) {
      console.warn("Offline use is unavailable: the service worker did not register.", error);
    }
  }

  if (controlled) {
    register();
  } else {
    // First visit: let the app boot first, then fetch the files for offline use.
    let started = false;
    const start = () => {
      if (!started) {
        started = true;
        observer.disconnect();
        register();
      }
    };
    const observer = new MutationObserver(() => {
      if (root.dataset.ready === "1") start();
    });
    observer.observe(root, {attributes: true, attributeFilter: ["data-ready"]});
    addEventListener("load", () => setTimeout(start, 20000));
  }
})();
