// The table's board editor: builds the scenario (the same mapping as a YAML file) from
// clicks and fields, and puts it in the form as JSON (s=...) when "Judge" is pressed.
// Every text goes in with textContent/value, never as HTML.
"use strict";
(function () {
  const S = JSON.parse(document.getElementById("scenario-data").textContent || "{}");
  const T = JSON.parse(document.getElementById("strings").textContent || "{}");
  const editor = document.getElementById("editor");
  const form = document.getElementById("table");
  let uid = 0;

  function t(key, params) {
    return (T[key] || key).replace(/\{(\w+)\}/g, (m, k) => (params && k in params ? params[k] : m));
  }
  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "text") e.textContent = v;
      else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else if (v === true) e.setAttribute(k, "");
      else if (v !== false && v != null) e.setAttribute(k, v);
    }
    for (const kid of kids) if (kid) e.append(kid);
    return e;
  }
  function labelled(text, input) {
    const id = "f" + (++uid);
    input.id = id;
    return [el("label", { for: id, text }), input];
  }

  // ------------------------------------------------------------------ the model
  if (!S.players || typeof S.players !== "object") S.players = {};
  let names = Object.keys(S.players);
  while (names.length < 2) { const n = names.length ? "Bruno" : "Ana"; S.players[n] = { life: 20 }; names = Object.keys(S.players); }
  if (!S.active || !(S.active in S.players)) S.active = names[0];
  if (!S.battlefield || typeof S.battlefield !== "object") S.battlefield = {};
  for (const n of names) if (!Array.isArray(S.battlefield[n])) S.battlefield[n] = [];
  for (const n of Object.keys(S.battlefield))
    S.battlefield[n] = S.battlefield[n].map((e) => (typeof e === "string" ? { card: e } : e || {}));
  for (const k of ["attack", "block", "assign"]) if (!S[k] || typeof S[k] !== "object") S[k] = {};
  for (const b of Object.keys(S.block)) if (typeof S.block[b] === "string") S.block[b] = [S.block[b]];

  function defending() { return names.find((n) => n !== S.active); }
  function label(e) { return e.id || e.card || e.name || ""; }
  // Permanent ids as the judge gives them: a name used twice becomes "Name #1", "Name #2".
  function ids() {
    const all = [];
    for (const n of names) for (const e of S.battlefield[n]) all.push([n, e]);
    const count = {};
    for (const [, e] of all) if (!e.id && label(e)) count[label(e).toLowerCase()] = (count[label(e).toLowerCase()] || 0) + 1;
    const seen = {};
    return all.filter(([, e]) => label(e)).map(([owner, e]) => {
      const key = label(e).toLowerCase();
      let id = label(e);
      if (!e.id && count[key] > 1) { seen[key] = (seen[key] || 0) + 1; id = `${label(e)} #${seen[key]}`; }
      return { owner, entry: e, id };
    });
  }
  function same(a, b) { return String(a).toLowerCase() === String(b).toLowerCase(); }
  function findKey(obj, name) { return Object.keys(obj).find((k) => same(k, name)); }
  function prune() {  // drop plays that name permanents no longer on the board
    const known = ids().map((p) => p.id.toLowerCase()).concat(names.map((n) => n.toLowerCase()));
    const ok = (n) => known.includes(String(n).toLowerCase());
    for (const a of Object.keys(S.attack)) if (!ok(a) || !ok(S.attack[a])) delete S.attack[a];
    for (const b of Object.keys(S.block)) {
      S.block[b] = S.block[b].filter((a) => ok(a) && findKey(S.attack, a) !== undefined);
      if (!ok(b) || !S.block[b].length) delete S.block[b];
    }
    for (const s of Object.keys(S.assign)) {
      if (!ok(s)) { delete S.assign[s]; continue; }
      for (const r of Object.keys(S.assign[s])) if (!ok(r)) delete S.assign[s][r];
      if (!Object.keys(S.assign[s]).length) delete S.assign[s];
    }
  }
  // A change to the play or a name redraws only the combat part, so that a click that
  // ends a field's editing (its "change" event) still lands on the button clicked.
  function changed() { prune(); redrawCombat(); }

  // ------------------------------------------------------------------ drawing
  function drawPlayers() {
    const fs = el("fieldset", { class: "players-fs" }, el("legend", { text: t("web.players") }));
    const grid = el("div", { class: "players" });
    names.forEach((n) => {
      const p = S.players[n] || (S.players[n] = {});
      const box = el("div", { class: "player" });
      const name = el("input", { value: n, autocomplete: "off", required: true, maxlength: 60 });
      name.addEventListener("change", () => rename(n, name.value.trim()));
      const life = el("input", { type: "number", value: p.life ?? 20, step: 1 });
      life.addEventListener("change", () => { p.life = parseInt(life.value, 10); });
      const poison = el("input", { type: "number", value: p.poison ?? 0, min: 0, step: 1 });
      poison.addEventListener("change", () => { const v = parseInt(poison.value, 10); if (v) p.poison = v; else delete p.poison; });
      // Its own form owner: grouped by name, not sent with the form (s= says who is active).
      const active = el("input", { type: "radio", name: "active", form: "radio-group", checked: n === S.active });
      active.addEventListener("change", () => { S.active = n; S.attack = {}; S.block = {}; S.assign = {}; draw(); });
      box.append(...labelled(t("web.player_name"), name), el("br"), ...labelled(t("web.life"), life),
        ...labelled(t("web.poison"), poison), el("br"), active, el("label", { for: active.id = "f" + (++uid), text: t("web.active") }));
      grid.append(box);
    });
    fs.append(grid);
    return fs;
  }
  function rename(old, now) {
    if (!now || now === old || names.includes(now)) { draw(); return; }
    const rebuild = (obj) => Object.fromEntries(Object.entries(obj).map(([k, v]) => [k === old ? now : k, v]));
    S.players = rebuild(S.players);
    S.battlefield = rebuild(S.battlefield);
    if (S.active === old) S.active = now;
    for (const a of Object.keys(S.attack)) if (S.attack[a] === old) S.attack[a] = now;
    for (const s of Object.keys(S.assign)) S.assign[s] = rebuild(S.assign[s]);
    names = Object.keys(S.players);
    draw();
  }
  let suggestTimer = null;
  function suggest(input) {
    clearTimeout(suggestTimer);
    suggestTimer = setTimeout(async () => {
      const q = input.value.trim();
      if (q.length < 2) return;
      try {
        const r = await fetch("/api/cards?limit=12&q=" + encodeURIComponent(q));
        const data = await r.json();
        const list = document.getElementById("card-names");
        list.replaceChildren(...data.names.map((n) => el("option", { value: n })));
      } catch (e) { /* autocomplete is a convenience */ }
    }, 120);
  }
  function counterText(c) { return Object.entries(c || {}).map(([k, v]) => `${k}: ${v}`).join(", "); }
  function parseCounters(text) {
    const out = {};
    for (const part of text.split(",")) {
      const m = part.match(/^\s*(.+?)\s*:\s*(-?\d+)\s*$/);
      if (m) out[m[1]] = parseInt(m[2], 10);
    }
    return out;
  }
  function drawPermanent(owner, e, i) {
    const box = el("div", { class: "permanent" });
    const name = el("input", { class: "name", value: e.card ?? e.name ?? "", list: "card-names", autocomplete: "off", maxlength: 150 });
    name.addEventListener("input", () => suggest(name));
    name.addEventListener("change", () => { if ("name" in e && !("card" in e)) e.name = name.value.trim(); else e.card = name.value.trim(); changed(); });
    const tapped = el("input", { type: "checkbox", checked: !!e.tapped });
    tapped.addEventListener("change", () => { if (tapped.checked) e.tapped = true; else delete e.tapped; });
    const sick = el("input", { type: "checkbox", checked: !!e.sick });
    sick.addEventListener("change", () => { if (sick.checked) e.sick = true; else delete e.sick; });
    const damage = el("input", { type: "number", value: e.damage ?? 0, min: 0, step: 1 });
    damage.addEventListener("change", () => { const v = parseInt(damage.value, 10); if (v) e.damage = v; else delete e.damage; });
    const counters = el("input", { type: "text", value: counterText(e.counters) });
    counters.addEventListener("change", () => { const c = parseCounters(counters.value); if (Object.keys(c).length) e.counters = c; else delete e.counters; });
    const gains = el("input", { type: "text", value: (e.gains || []).join(", ") });
    gains.addEventListener("change", () => { const g = gains.value.split(",").map((x) => x.trim()).filter(Boolean); if (g.length) e.gains = g; else delete e.gains; });
    const remove = el("button", { type: "button", class: "remove", "aria-label": t("web.remove", { name: label(e) || "?" }), text: "✕" });
    remove.addEventListener("click", () => { S.battlefield[owner].splice(i, 1); prune(); draw(); });
    const [nl, ni] = labelled(t("web.card"), name);
    const extra = el("details", { open: !!(e.counters || e.gains) },
      el("summary", { text: t("web.more") }),
      el("div", { class: "more" }, ...labelled(t("web.counters"), counters)),
      el("div", { class: "more" }, ...labelled(t("web.gains"), gains)));
    box.append(el("div", { class: "head" }, nl, remove), ni,
      el("div", { class: "more" }, tapped, el("label", { for: tapped.id = "f" + (++uid), text: t("web.tapped") }),
        sick, el("label", { for: sick.id = "f" + (++uid), text: t("web.sick") }),
        el("span", { class: "pair" }, ...labelled(t("web.damage"), damage))),
      extra);
    return box;
  }
  function drawBoard() {
    const wrap = el("div", { class: "board" });
    for (const n of names) {
      const fs = el("fieldset", { class: "battlefield", "data-player": n }, el("legend", { text: t("web.battlefield", { player: n }) }));
      S.battlefield[n].forEach((e, i) => fs.append(drawPermanent(n, e, i)));
      const add = el("button", { type: "button", class: "add", text: "+ " + t("web.add", { player: n }) });
      add.addEventListener("click", () => {
        S.battlefield[n].push({ card: "" });
        draw();
        const inputs = document.querySelectorAll(`fieldset.battlefield[data-player="${CSS.escape(n)}"] input.name`);
        inputs[inputs.length - 1].focus();
      });
      fs.append(add);
      wrap.append(fs);
    }
    return wrap;
  }
  function toggle(text, pressed, onclick) {
    const b = el("button", { type: "button", class: "toggle", "aria-pressed": pressed ? "true" : "false", text });
    b.addEventListener("click", onclick);
    return b;
  }
  function drawCombat() {
    const fs = el("fieldset", { class: "combat" }, el("legend", { text: t("web.declare") }));
    const perms = ids();
    const def = defending();
    const attackers = perms.filter((p) => p.owner === S.active);
    const targets = [def].concat(perms.filter((p) => p.owner === def).map((p) => p.id));
    for (const p of attackers) {
      const key = findKey(S.attack, p.id);
      const row = el("div", { class: "row attack-row" });
      row.append(toggle(t("web.attack", { creature: p.id }), key !== undefined, () => {
        if (key !== undefined) delete S.attack[key]; else S.attack[p.id] = def;
        changed();
      }));
      if (key !== undefined) {
        const sel = el("select", { "aria-label": t("web.attack_target", { creature: p.id }) });
        for (const target of targets) sel.append(el("option", { value: target, text: target, selected: same(target, S.attack[key]) }));
        sel.addEventListener("change", () => { S.attack[key] = sel.value; changed(); });
        row.append(" → ", sel);
      }
      fs.append(row);
    }
    const attacking = Object.keys(S.attack);
    for (const p of perms.filter((q) => q.owner === def)) {
      if (!attacking.length) break;
      const row = el("div", { class: "row block-row" });
      const key = findKey(S.block, p.id);
      for (const a of attacking) {
        const on = key !== undefined && S.block[key].some((x) => same(x, a));
        row.append(toggle(t("web.block", { blocker: p.id, attacker: a }), on, () => {
          const k = findKey(S.block, p.id) ?? p.id;
          const list = S.block[k] || [];
          S.block[k] = on ? list.filter((x) => !same(x, a)) : list.concat([a]);
          changed();
        }), " ");
      }
      fs.append(row);
    }
    fs.append(drawDivide());
    return fs;
  }
  function drawDivide() {
    // Each attacker blocked: its blockers and what it attacks; each blocker of several: those attackers.
    const groups = [];
    for (const a of Object.keys(S.attack)) {
      const blockers = Object.keys(S.block).filter((b) => S.block[b].some((x) => same(x, a)));
      if (blockers.length) groups.push([a, blockers.concat([S.attack[a]])]);
    }
    for (const b of Object.keys(S.block)) if (S.block[b].length > 1) groups.push([b, S.block[b]]);
    const box = el("div", { class: "divide" });
    if (!groups.length) return box;
    box.append(el("h3", { text: t("web.divide") }), el("p", { class: "note", text: t("web.divide_help") }));
    for (const [source, recipients] of groups) {
      const row = el("div", { class: "row divide-row", "data-source": source });
      row.append(el("strong", { text: source + ": " }));
      const key = findKey(S.assign, source) ?? source;
      for (const r of recipients) {
        const cur = S.assign[key] ? S.assign[key][findKey(S.assign[key], r) ?? r] : undefined;
        const input = el("input", { type: "number", min: 0, step: 1, value: cur ?? "", "aria-label": t("web.divide_label", { source, recipient: r }), "data-recipient": r });
        input.addEventListener("change", () => {
          const d = S.assign[key] || {};
          const rk = findKey(d, r) ?? r;
          if (input.value === "") delete d[rk]; else d[rk] = parseInt(input.value, 10);
          if (Object.keys(d).length) S.assign[key] = d; else delete S.assign[key];
        });
        row.append(el("label", { class: "recipient" }, document.createTextNode(r + " "), input), " ");
      }
      box.append(row);
    }
    return box;
  }
  function draw() {
    // Keep the keyboard focus on the same control across a redraw.
    const a = document.activeElement;
    const sig = (x) => x.tagName + "|" + (x.getAttribute("aria-label") || x.textContent);
    const focused = a && a.closest && a.closest("#editor") && a.tagName === "BUTTON" ? sig(a) : null;
    combatEl = drawCombat();
    editor.replaceChildren(drawPlayers(), drawBoard(), combatEl);
    if (focused) { const again = [...editor.querySelectorAll("button")].find((x) => sig(x) === focused); if (again) again.focus(); }
  }
  let combatEl = null;
  function redrawCombat() {
    const a = document.activeElement;
    const sig = (x) => x.tagName + "|" + (x.getAttribute("aria-label") || x.textContent);
    const focused = a && combatEl && combatEl.contains(a) ? sig(a) : null;
    const fresh = drawCombat();
    combatEl.replaceWith(fresh);
    combatEl = fresh;
    if (focused) { const again = [...fresh.querySelectorAll("button, select")].find((x) => sig(x) === focused); if (again) again.focus(); }
  }

  // ------------------------------------------------------------------ the scenario
  function scenario() {
    const out = {};
    for (const k of Object.keys(S)) {
      if (k === "battlefield") {
        out.battlefield = {};
        for (const n of names) {
          out.battlefield[n] = S.battlefield[n].filter((e) => label(e) || e.name)
            .map((e) => (Object.keys(e).length === 1 && "card" in e ? e.card : e));
        }
      } else if (k === "block") {
        const b = {};
        for (const [k2, v] of Object.entries(S.block)) b[k2] = v.length === 1 ? v[0] : v;
        if (Object.keys(b).length) out.block = b;
      } else if (["attack", "assign"].includes(k)) {
        if (Object.keys(S[k]).length) out[k] = S[k];
      } else out[k] = S[k];
    }
    return out;
  }
  form.addEventListener("submit", () => {
    document.activeElement && document.activeElement.blur && document.activeElement.dispatchEvent(new Event("change"));
    document.getElementById("s").value = JSON.stringify(scenario());
  });
  draw();
  const ruling = document.getElementById("ruling");
  if (ruling && location.search.includes("s=")) ruling.scrollIntoView();
})();
