// The tutorial page: the language switch, each <figure data-table="ID"> turned into a table
// opened on demand (an iframe of the game page; ID names an entry of lessons.js), and the
// events the tables post: a puzzle's answer is shown beside its table.
//
// Query of this page: lang=en|pt-BR|bg; open=ID,ID (tables opened at once); speed and level
// are passed on to every table (e.g. ?speed=instant).
"use strict";

const GAME_PAGE = "../index.html";
const PASSED_ON = ["speed", "level"];
const LANGS = ["en", "pt-BR", "bg"];
// Each table boots its own Python: a phone must not run many at once.
const MAX_LIVE = matchMedia("(max-width: 40rem)").matches ? 2 : 3;

const WORDS = {
  en: {
    title: "Learn King and 3-5-8",
    open: "Open the table",
    close: "Close the table",
    closed: "Closed to save memory: at most {n} tables run at once. Open it again when you like.",
    missing: "This table is missing from lessons.js.",
    puzzle: "Puzzle: your move",
    position: "Position: look, then play on",
    record: "Replay: step through it",
    demo: "Demonstration: watch",
    frame: "{lesson}: table",
    right: "Your answer, {move}: right!",
    wrong: "Your answer, {move}: not the best.",
    loss: "About {n} points worse than the best.",
    tally: "Answers: {n}, right: {k}.",
  },
  "pt-BR": {
    title: "Aprenda King e 3-5-8",
    open: "Abrir a mesa",
    close: "Fechar a mesa",
    closed: "Fechada para poupar memória: no máximo {n} mesas ao mesmo tempo. Abra de novo quando quiser.",
    missing: "Esta mesa não está em lessons.js.",
    puzzle: "Desafio: sua vez",
    position: "Posição: veja e continue jogando",
    record: "Reprodução: passo a passo",
    demo: "Demonstração: assista",
    frame: "{lesson}: mesa",
    right: "Sua resposta, {move}: certa!",
    wrong: "Sua resposta, {move}: não é a melhor.",
    loss: "Cerca de {n} pontos pior que a melhor.",
    tally: "Respostas: {n}, certas: {k}.",
  },
  bg: {
    title: "Научете Кинг и 3-5-8",
    open: "Отворете масата",
    close: "Затворете масата",
    closed: "Затворена, за да се пести памет: най-много {n} маси наведнъж. Отворете я пак, когато искате.",
    missing: "Тази маса липсва в lessons.js.",
    puzzle: "Задача: ваш ход",
    position: "Позиция: вижте и продължете играта",
    record: "Повторение: стъпка по стъпка",
    demo: "Демонстрация: гледайте",
    frame: "{lesson}: маса",
    right: "Вашият отговор, {move}: верен!",
    wrong: "Вашият отговор, {move}: не е най-добрият.",
    loss: "С около {n} точки по-зле от най-добрия.",
    tally: "Отговори: {n}, верни: {k}.",
  },
};

const query = new URLSearchParams(location.search);
const tables = new Map(); // figure -> {id, data, frame, answers: [{action, correct, loss, text}]}
const live = []; // open figures, oldest first
let lang = chooseLang();

function chooseLang() {
  const asked = query.get("lang");
  if (LANGS.includes(asked)) return asked;
  for (const tag of navigator.languages || [navigator.language]) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (base === "pt") return "pt-BR";
    if (base === "bg" || base === "en") return base;
  }
  return "en";
}

function word(key, params = {}) {
  const text = WORDS[lang][key] ?? WORDS.en[key];
  return text.replace(/\{(\w+)\}/g, (_, name) => String(params[name]));
}

// "play QH" -> "Q♥"; other actions as they are.
function moveName(action) {
  const m = /^play ([2-9TJQKA])([CDHS])$/.exec(action || "");
  if (!m) return action || "?";
  return (m[1] === "T" ? "10" : m[1]) + { C: "♣", D: "♦", H: "♥", S: "♠" }[m[2]];
}

function lessonName(figure) {
  const heading = figure.closest("article")?.querySelector("h3");
  const shown = heading && [...heading.querySelectorAll(".t")].find((el) => el.lang === lang);
  const text = (shown || heading)?.textContent.replace(/^\s*\d+\s*/, "") ?? "";
  return text.replace(/\s+/g, " ").trim();
}

function tableUrl(data) {
  const url = new URL(GAME_PAGE, location.href);
  url.searchParams.set("embed", "1");
  for (const [key, value] of Object.entries(data.params)) url.searchParams.set(key, value);
  url.searchParams.set("lang", lang);
  for (const key of PASSED_ON) if (query.has(key)) url.searchParams.set(key, query.get(key));
  return url.href;
}

function element(tag, attrs = {}, text = "") {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value);
  if (text) el.textContent = text;
  return el;
}

// --- tables ------------------------------------------------------------------------------

function setUp(figure) {
  const id = figure.dataset.table;
  const data = (window.KING358_LESSONS || {})[id];
  const table = { id, data, frame: null, answers: [] };
  tables.set(figure, table);
  figure.dataset.kind = data ? data.kind : "missing";
  figure.dataset.state = "closed";
  const kind = element("p", { class: "kind" });
  const slot = element("div", { class: "slot" });
  const open = element("button", { type: "button", class: "open", "data-do": "open" });
  const heading = figure.closest("article")?.querySelector("h3[id]");
  if (heading) open.setAttribute("aria-describedby", heading.id); // which lesson's table
  const note = element("p", { class: "note", hidden: "" });
  slot.append(open, note);
  const close = element("button", { type: "button", class: "close", "data-do": "close", hidden: "" });
  const result = element("output", { class: "result", "aria-live": "polite" });
  figure.prepend(kind, slot);
  figure.querySelector("figcaption").append(result, close);
  open.addEventListener("click", () => openTable(figure));
  close.addEventListener("click", () => closeTable(figure));
  if (!data) open.disabled = true;
  drawWords(figure);
}

function drawWords(figure) {
  const table = tables.get(figure);
  figure.querySelector(".kind").textContent = table.data ? word(table.data.kind) : "";
  figure.querySelector(".open").textContent = table.data ? word("open") : word("missing");
  figure.querySelector(".close").textContent = word("close");
  const note = figure.querySelector(".note");
  if (!note.hidden) note.textContent = word("closed", { n: MAX_LIVE });
  if (table.frame) table.frame.title = word("frame", { lesson: lessonName(figure) });
  drawResult(figure);
}

function openTable(figure) {
  const table = tables.get(figure);
  if (!table.data || table.frame) return;
  const frame = element("iframe", {
    title: word("frame", { lesson: lessonName(figure) }),
    loading: "lazy",
    allow: "clipboard-write", // the table's Share copies a link (without it: a field to copy from)
    src: tableUrl(table.data),
  });
  table.frame = frame;
  const slot = figure.querySelector(".slot");
  slot.querySelector(".open").hidden = true;
  slot.querySelector(".note").hidden = true;
  slot.append(frame);
  figure.querySelector(".close").hidden = false;
  figure.dataset.state = "open";
  slot.scrollIntoView({ block: "nearest" });
  live.push(figure);
  while (live.length > MAX_LIVE) closeTable(live[0], true);
}

function closeTable(figure, forRoom = false) {
  const table = tables.get(figure);
  if (!table.frame) return;
  table.frame.remove();
  table.frame = null;
  live.splice(live.indexOf(figure), 1);
  const open = figure.querySelector(".open");
  open.hidden = false;
  const note = figure.querySelector(".note");
  note.hidden = !forRoom;
  note.textContent = forRoom ? word("closed", { n: MAX_LIVE }) : "";
  figure.querySelector(".close").hidden = true;
  figure.dataset.state = "closed";
  if (!forRoom) open.focus();
}

// --- what the tables post ----------------------------------------------------------------

function figureOf(source) {
  for (const [figure, table] of tables) {
    if (table.frame && table.frame.contentWindow === source) return figure;
  }
  return null;
}

function drawResult(figure) {
  const { answers } = tables.get(figure);
  const out = figure.querySelector(".result");
  out.replaceChildren();
  if (!answers.length) return;
  const last = answers[answers.length - 1];
  out.dataset.correct = String(last.correct);
  const verdict = element("strong", {}, word(last.correct ? "right" : "wrong", { move: moveName(last.action) }));
  out.append(verdict);
  // why, in the table's own sentence (in the language it was opened in), else the points
  if (last.text) out.append(element("span", { class: "why" }, last.text));
  else if (!last.correct && last.game === "king" && last.loss > 0) {
    out.append(element("span", { class: "why" }, word("loss", { n: Math.round(last.loss) })));
  }
  const right = answers.filter((a) => a.correct).length;
  out.append(element("span", { class: "tally" }, word("tally", { n: answers.length, k: right })));
}

addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.source !== "king358") return;
  const figure = figureOf(event.source);
  const item = element("li", { "data-type": data.type, "data-game": data.game ?? "" }, JSON.stringify(data));
  if (figure) item.dataset.table = figure.dataset.table;
  document.getElementById("events").append(item);
  if (figure && data.type === "puzzle-answer") {
    tables.get(figure).answers.push({
      action: data.action,
      correct: data.correct === true,
      game: data.game,
      loss: typeof data.loss === "number" ? data.loss : null,
      text: typeof data.text === "string" ? data.text : "",
    });
    drawResult(figure);
  }
});

// --- the language ------------------------------------------------------------------------

function setLang(next, reload = true) {
  lang = next;
  document.documentElement.lang = next;
  document.documentElement.dataset.lang = next;
  document.title = word("title");
  for (const button of document.querySelectorAll(".langs button")) {
    button.setAttribute("aria-pressed", String(button.dataset.lang === next));
  }
  for (const figure of tables.keys()) drawWords(figure);
  if (reload) {
    // the open tables speak the new language too (they start again)
    for (const figure of live) tables.get(figure).frame.src = tableUrl(tables.get(figure).data);
    const url = new URL(location.href);
    url.searchParams.set("lang", next);
    history.replaceState(null, "", url);
  }
}

for (const button of document.querySelectorAll(".langs button")) {
  button.addEventListener("click", () => setLang(button.dataset.lang));
}
for (const figure of document.querySelectorAll("figure[data-table]")) setUp(figure);
setLang(lang, false);
for (const id of (query.get("open") || "").split(",").filter(Boolean)) {
  const figure = document.querySelector(`figure[data-table="${CSS.escape(id)}"]`);
  if (figure) openTable(figure);
}
