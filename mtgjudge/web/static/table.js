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
  if (!Array.isArray(S.effects)) delete S.effects;
  if (!Array.isArray(S.bands)) delete S.bands;
  if (!Array.isArray(S.enters)) delete S.enters;
  if (!S.choices || typeof S.choices !== "object") delete S.choices;

  // Who attacks and who may be attacked, as the engine decides (state.py, cr/r506_combat.py).
  function teamsShape(x) {
    return Array.isArray(x) && x.every((team) => Array.isArray(team) && team.every((n) => typeof n === "string" && names.includes(n)));
  }
  // The players on n's team (810.1, 805.10a), or [n] without teams.
  function teamOf(n) { return (teamsShape(S.teams) && S.teams.find((team) => team.includes(n))) || [n]; }
  // The defending players (506.2, 802.2, 803.1): every opponent of the attacking player or
  // team still in the game, in turn order from the active player.
  function defendingPlayers() {
    const i = Math.max(0, names.indexOf(S.active));
    const mine = teamOf(S.active);
    const out = names.slice(i + 1).concat(names.slice(0, i))
      .filter((n) => !mine.includes(n) && !(S.players[n] && S.players[n].left_game));
    if (S.attack_option === "left") return out.slice(0, 1);
    if (S.attack_option === "right") return out.slice(-1);
    return out;
  }
  // A division of damage, {source: {recipient: amount}}, as the division fields edit it.
  function divisionShape(x) {
    return !!x && typeof x === "object" && !Array.isArray(x) && Object.values(x).every((d) => !!d && typeof d === "object"
      && !Array.isArray(d) && Object.values(d).every((v) => Number.isInteger(v)));
  }
  function defending() { return defendingPlayers()[0] || names.find((n) => n !== S.active); }
  // A battle's protector (310.8): as given, else the first other player (game.py's default).
  function protectorOf(p) { return p.entry.protector || names.find((n) => n !== p.owner); }
  function isBattle(p) { return !!p.entry.protector || /\bBattle\b/.test(printedLine(p) || ""); }
  function isPlaneswalker(p) { return /\bPlaneswalker\b/.test(printedLine(p) || ""); }
  // What the attacking creatures may attack (506.2, 508.1b, 802.3, 310.8b): each defending
  // player, then the planeswalkers they control and the battles they protect.
  function attackable() {
    const def = defendingPlayers();
    const out = def.map((n) => ({ id: n, defender: n }));
    for (const p of ids()) {
      if (isPlaneswalker(p) && def.includes(p.owner)) out.push({ id: p.id, defender: p.owner });
      else if (isBattle(p) && def.includes(protectorOf(p))) out.push({ id: p.id, defender: protectorOf(p) });
    }
    return out;
  }
  // The defending player a creature attacking `target` attacks through it (802.2a), or null.
  function defenderOf(target) {
    const player = names.find((n) => same(n, target));
    if (player) return player;
    const p = ids().find((q) => same(q.id, target));
    if (!p) return null;
    return isBattle(p) ? protectorOf(p) : p.owner;
  }
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
  // A control's identity across a redraw (redraws rebuild the elements): tag and name.
  function sig(x) { return x.tagName + "|" + (x.getAttribute("aria-label") || x.textContent); }
  function same(a, b) { return String(a).toLowerCase() === String(b).toLowerCase(); }
  function findKey(obj, name) { return Object.keys(obj).find((k) => same(k, name)); }
  function prune() {  // drop plays that name permanents no longer on the board
    const known = ids().map((p) => p.id.toLowerCase()).concat(names.map((n) => n.toLowerCase()));
    // What enters during combat (`enters:`) may be named too: by id or name, "Name #2" for a count.
    const entering = (S.enters || []).map((x) => (x && typeof x === "object" ? x.id || (x.token && x.token.name) || x.card : x))
      .filter(Boolean).map((n) => String(n).toLowerCase());
    const enters = (n) => { const v = String(n).toLowerCase(); return entering.some((x) => v === x || v.startsWith(x + " #")); };
    const ok = (n) => known.includes(String(n).toLowerCase()) || enters(n);
    for (const a of Object.keys(S.attack)) if (!ok(a) || !ok(S.attack[a])) delete S.attack[a];
    for (const b of Object.keys(S.block)) {
      S.block[b] = S.block[b].filter((a) => ok(a) && (findKey(S.attack, a) !== undefined || enters(a)));
      if (!ok(b) || !S.block[b].length) delete S.block[b];
    }
    if (S.bands) {
      S.bands = S.bands.map((band) => (Array.isArray(band) ? band : []).filter((a) => findKey(S.attack, a) !== undefined))
        .filter((band) => band.length);
      if (!S.bands.length) delete S.bands;
    }
    for (const assign of [S.assign].concat(divisionShape(S.assign_first_strike) ? [S.assign_first_strike] : [])) {
      for (const s of Object.keys(assign)) {
        if (!ok(s)) { delete assign[s]; continue; }
        for (const r of Object.keys(assign[s])) if (!ok(r)) delete assign[s][r];
        if (!Object.keys(assign[s]).length) delete assign[s];
      }
    }
  }
  // A change to the play or a name redraws only the combat part, so that a click that
  // ends a field's editing (its "change" event) still lands on the button clicked.
  function changed() { prune(); redrawCombat(); fillBoardNames(); loadTypes(); }
  // The names a play or an effect can refer to: each permanent and each player.
  function fillBoardNames() {
    const list = document.getElementById("board-names");
    if (list) list.replaceChildren(...ids().map((p) => p.id).concat(names).map((n) => el("option", { value: n })));
  }

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
      // Teammates share one life total (810.4): a change is the team's.
      life.addEventListener("change", () => {
        const v = parseInt(life.value, 10);
        for (const m of teamOf(n)) (S.players[m] = S.players[m] || {}).life = v;
        if (teamOf(n).length > 1) draw();
      });
      const poison = el("input", { type: "number", value: p.poison ?? 0, min: 0, step: 1 });
      poison.addEventListener("change", () => { const v = parseInt(poison.value, 10); if (v) p.poison = v; else delete p.poison; });
      const mana = el("input", { type: "text", class: "mana", value: p.mana ?? "", placeholder: "{1}{G}", autocomplete: "off", maxlength: 200 });
      mana.addEventListener("change", () => setOrDelete(p, "mana", mana.value.trim(), PLAYER_KEYS));
      const left = el("input", { type: "checkbox", class: "left-game", checked: !!p.left_game });
      // Who is still in the game decides who may be attacked (800.4, 802.2).
      left.addEventListener("change", () => { setOrDelete(p, "left_game", left.checked, PLAYER_KEYS); changed(); });
      // Its own form owner: grouped by name, not sent with the form (s= says who is active).
      const active = el("input", { type: "radio", name: "active", form: "radio-group", checked: n === S.active });
      active.addEventListener("change", () => { S.active = n; S.attack = {}; S.block = {}; S.assign = {}; delete S.assign_first_strike; delete S.bands; draw(); });
      const remove = el("button", { type: "button", class: "remove", "aria-label": t("web.player_remove", { name: n }), text: "✕",
        disabled: names.length <= 2 });
      remove.addEventListener("click", () => removePlayer(n));
      // Two-Headed Giant (810): the player's team, when teams are used.
      const team = el("select", { class: "team" });
      const mine = teamsShape(S.teams) ? S.teams.findIndex((x) => x.includes(n)) : -1;
      team.append(el("option", { value: "", text: t("web.team_none"), selected: mine < 0 }));
      // Two teams (810.1); a file's other count is shown, for the judge to refuse.
      const teamCount = Math.max(2, teamsShape(S.teams) ? S.teams.length : 0);
      for (let k = 0; k < teamCount; k++) team.append(el("option", { value: String(k), text: t("web.team_n", { n: k + 1 }), selected: k === mine }));
      team.addEventListener("change", () => setTeam(n, team.value === "" ? -1 : parseInt(team.value, 10)));
      box.append(el("div", { class: "head" }, el("span", {}, ...labelled(t("web.player_name"), name)), remove), ...labelled(t("web.life"), life),
        ...labelled(t("web.poison"), poison), el("br"), active, el("label", { for: active.id = "f" + (++uid), text: t("web.active") }),
        el("div", { class: "more" }, ...labelled(t("web.mana"), mana)),
        el("div", {}, left, el("label", { for: left.id = "f" + (++uid), text: t("web.left_game") })),
        names.length >= 4 || mine >= 0 ? el("div", { class: "more" }, ...labelled(t("web.team", { player: n }), team)) : "");
      grid.append(box);
    });
    const add = el("button", { type: "button", class: "add", text: "+ " + t("web.player_add") });
    add.addEventListener("click", addPlayer);
    fs.append(grid, add, el("p", { class: "note", text: t("web.teams_help") }));
    return fs;
  }
  const NEW_NAMES = ["Ana", "Bruno", "Carla", "Dario", "Elena", "Fede", "Gala", "Hugo"];
  function addPlayer() {
    const n = NEW_NAMES.find((x) => !names.some((y) => same(x, y))) || t("web.player_n", { n: names.length + 1 });
    // The new player starts at the life of the last one (40 in Commander, 903.7).
    const last = S.players[names[names.length - 1]] || {};
    S.players[n] = { life: teamOf(names[names.length - 1]).length > 1 ? 20 : last.life ?? 20 };
    S.battlefield[n] = [];
    names = Object.keys(S.players);
    draw();
    const inputs = editor.querySelectorAll(".players .player input");
    const boxes = editor.querySelectorAll(".players .player");
    if (inputs.length) boxes[boxes.length - 1].querySelector("input").focus();
  }
  function removePlayer(n) {
    if (names.length <= 2) return;
    delete S.players[n];
    delete S.battlefield[n];
    names = Object.keys(S.players);
    if (teamsShape0(S.teams)) {
      S.teams = S.teams.map((team) => team.filter((x) => x !== n)).filter((team) => team.length);
      if (!S.teams.length) delete S.teams;
    }
    for (const list of Object.values(S.battlefield)) for (const e of list) {
      if (e.protector === n) delete e.protector;
      if (isObj(e.commander_damage)) { delete e.commander_damage[n]; if (!Object.keys(e.commander_damage).length) delete e.commander_damage; }
      if (Array.isArray(e.goaded_by)) { e.goaded_by = e.goaded_by.filter((x) => x !== n); if (!e.goaded_by.length) delete e.goaded_by; }
    }
    if (S.active === n) { S.active = names[0]; S.attack = {}; S.block = {}; S.assign = {}; delete S.assign_first_strike; delete S.bands; }
    for (const a of Object.keys(S.attack)) if (S.attack[a] === n) delete S.attack[a];
    prune();
    draw();
  }
  // Teams as lists of names (whatever names they hold).
  function teamsShape0(x) { return Array.isArray(x) && x.every((team) => Array.isArray(team) && team.every((m) => typeof m === "string")); }
  function setTeam(n, k) {
    const teams = teamsShape(S.teams) ? S.teams.map((team) => team.filter((x) => x !== n)) : [];
    if (k >= 0) {
      while (teams.length <= k) teams.push([]);
      const mates = teams[k];
      // Teammates share the team's life total (810.4): the new member takes it.
      if (mates.length) S.players[n].life = (S.players[mates[0]] || {}).life ?? 20;
      // A new team at the usual 20 starts at its own 30 (810.4), as a file without life does.
      else if ((S.players[n].life ?? 20) === 20) S.players[n].life = 30;
      mates.push(n);
      mates.sort((a, b) => names.indexOf(a) - names.indexOf(b));
    }
    const kept = teams.filter((team) => team.length);
    if (kept.length) S.teams = kept; else delete S.teams;
    draw();
  }
  function rename(old, now) {
    if (!now || now === old || names.includes(now)) { draw(); return; }
    const rebuild = (obj) => Object.fromEntries(Object.entries(obj).map(([k, v]) => [k === old ? now : k, v]));
    S.players = rebuild(S.players);
    S.battlefield = rebuild(S.battlefield);
    if (S.active === old) S.active = now;
    for (const a of Object.keys(S.attack)) if (S.attack[a] === old) S.attack[a] = now;
    for (const s of Object.keys(S.assign)) S.assign[s] = rebuild(S.assign[s]);
    if (divisionShape(S.assign_first_strike)) for (const s of Object.keys(S.assign_first_strike)) S.assign_first_strike[s] = rebuild(S.assign_first_strike[s]);
    for (const e of S.effects || []) {
      if (!e || typeof e !== "object") continue;
      for (const f of ["target", "controller", "to", "by"]) if (e[f] === old) e[f] = now;
    }
    for (const x of S.enters || []) if (isObj(x)) for (const f of ["attacking", "controller"]) if (x[f] === old) x[f] = now;
    for (const list of Object.values(isObj(S.actions) ? S.actions : {})) {
      for (const a of Array.isArray(list) ? list : []) if (isObj(a)) for (const f of ["by", "target"]) if (a[f] === old) a[f] = now;
    }
    if (isObj(S.costs)) for (const f of ["mana", "pay"]) if (isObj(S.costs[f])) S.costs[f] = rebuild(S.costs[f]);
    if (isObj(S.triggers) && isObj(S.triggers.order)) S.triggers.order = rebuild(S.triggers.order);
    for (const f of ["monarch", "initiative"]) if (S[f] === old) S[f] = now;
    if (teamsShape0(S.teams)) S.teams = S.teams.map((team) => team.map((x) => (x === old ? now : x)));
    for (const list of Object.values(S.battlefield)) for (const e of list) {
      if (e.protector === old) e.protector = now;
      if (isObj(e.commander_damage)) e.commander_damage = rebuild(e.commander_damage);
      if (Array.isArray(e.goaded_by)) e.goaded_by = e.goaded_by.map((x) => (x === old ? now : x));
      else if (e.goaded_by === old) e.goaded_by = now;
    }
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
    const put = (key, value) => setOrDelete(e, key, value, PERMANENT_KEYS);
    // The name stays the entry's first key, even while empty.
    name.addEventListener("change", () => {
      if ("name" in e && !("card" in e)) e.name = name.value.trim(); else e.card = name.value.trim();
      drawCommander();
      changed();
    });
    const tapped = el("input", { type: "checkbox", checked: !!e.tapped });
    tapped.addEventListener("change", () => put("tapped", tapped.checked));
    const sick = el("input", { type: "checkbox", checked: !!e.sick });
    sick.addEventListener("change", () => put("sick", sick.checked));
    const damage = el("input", { type: "number", value: e.damage ?? 0, min: 0, step: 1 });
    damage.addEventListener("change", () => put("damage", parseInt(damage.value, 10) || null));
    const counters = el("input", { type: "text", value: counterText(e.counters) });
    counters.addEventListener("change", () => { const c = parseCounters(counters.value); put("counters", Object.keys(c).length ? c : null); });
    // A creature that isn't a real card (`name:`) has keywords; a real card gains them.
    const custom = "name" in e && !("card" in e);
    const abilities = custom ? "keywords" : "gains";
    const gains = el("input", { type: "text", value: [].concat(e[abilities] || []).join(", ") });
    gains.addEventListener("change", () => { const g = gains.value.split(",").map((x) => x.trim()).filter(Boolean); put(abilities, g.length ? g : null); });
    const isCustom = el("input", { type: "checkbox", checked: custom });
    isCustom.addEventListener("change", () => {
      const [from, to] = isCustom.checked ? ["card", "name"] : ["name", "card"];
      const [had, has] = isCustom.checked ? ["gains", "keywords"] : ["keywords", "gains"];
      const value = e[from] ?? "", moved = e[had];
      delete e[from]; delete e[had];
      if (!isCustom.checked) for (const k of CUSTOM_CARD_KEYS) delete e[k];  // a real card has its own
      e[to] = value;
      put(has, moved);  // and the keys back in order
      draw();
    });
    // A custom card's own characteristics (not in the card data): read like a real card's.
    const cardField = (key, text, multiline) => {
      const input = multiline
        ? el("textarea", { rows: 3, class: "card-text", spellcheck: "false", maxlength: 2000 })
        : el("input", { type: "text", class: key.replace("_", "-"), autocomplete: "off", maxlength: 200 });
      input.value = e[key] ?? "";
      input.addEventListener("change", () => put(key, multiline ? input.value.replace(/\s+$/, "") : input.value.trim()));
      return el("div", { class: "more" }, ...labelled(text, input));
    };
    const pt = (key, text) => {
      const input = el("input", { type: "number", step: 1, value: e[key] ?? "", class: key });
      input.addEventListener("change", () => put(key, parseInt(input.value, 10)));
      return el("span", { class: "field" }, ...labelled(text, input));
    };
    const remove = el("button", { type: "button", class: "remove", "aria-label": t("web.remove", { name: label(e) || "?" }), text: "✕" });
    remove.addEventListener("click", () => { S.battlefield[owner].splice(i, 1); prune(); draw(); });
    const attached = el("input", { type: "text", class: "attached", value: e.attached_to ?? "", list: "board-names", autocomplete: "off", maxlength: 200 });
    attached.addEventListener("change", () => put("attached_to", attached.value.trim()));
    const stamp = el("input", { type: "number", class: "timestamp", value: e.timestamp ?? "", min: 0, step: 1 });
    stamp.addEventListener("change", () => put("timestamp", parseInt(stamp.value, 10)));
    const [nl, ni] = labelled(t("web.card"), name);
    // A battle's protector (310.8): a player; the engine's default is the first opponent.
    const protector = el("select", { class: "protector" });
    protector.append(el("option", { value: "", text: t("web.protector_default") }));
    for (const n of names.concat(e.protector && !names.includes(e.protector) ? [e.protector] : []))
      protector.append(el("option", { value: n, text: n, selected: e.protector === n }));
    protector.addEventListener("change", () => put("protector", protector.value));
    // Commander (903): the flag, the combat damage it dealt each player earlier in the
    // game (903.10a), and goad (701.15), when given in shapes the fields can show.
    const edited = editedKeys(e);
    const commanderBox = el("div", { class: "commander-fields" });
    // Drawn again when the card's name changes, since the labels name it.
    const drawCommander = () => {
      const who = label(e) || "?";
      commanderBox.replaceChildren();
      const commander = el("input", { type: "checkbox", class: "commander", checked: !!e.commander });
      commander.addEventListener("change", () => {
        put("commander", commander.checked);
        if (!commander.checked) put("commander_damage", null);
        draw();
      });
      if (edited.includes("commander")) {
        commanderBox.append(el("div", { class: "more" }, commander, el("label", { for: commander.id = "f" + (++uid), text: t("web.commander") })));
        if (e.commander && edited.includes("commander_damage")) {
          for (const n of names.filter((x) => x !== owner)) {
            const dealt = el("input", { type: "number", class: "commander-damage", min: 0, step: 1, value: (e.commander_damage || {})[n] ?? "" });
            dealt.addEventListener("change", () => {
              const d = Object.assign({}, e.commander_damage || {});
              const v = parseInt(dealt.value, 10);
              if (v > 0) d[n] = v; else delete d[n];
              sortKeys(d, names);
              put("commander_damage", Object.keys(d).length ? d : null);
            });
            commanderBox.append(el("span", { class: "field" }, ...labelled(t("web.commander_damage", { commander: who, player: n }), dealt)), " ");
          }
        }
      }
      if (edited.includes("goaded_by")) {
        const goaders = [].concat(e.goaded_by || []);
        const row = el("div", { class: "more goad", role: "group", "aria-label": t("web.goaded_by", { creature: who }) },
          el("span", { text: t("web.goaded_by", { creature: who }) + ":" }));
        for (const n of names.filter((x) => x !== owner)) {
          const box = el("input", { type: "checkbox", class: "goaded-by", checked: goaders.includes(n) });
          box.addEventListener("change", () => {
            const now = names.filter((x) => (x === n ? box.checked : goaders.includes(x)));
            put("goaded_by", now.length ? now : null);
            draw();
          });
          row.append(" ", box, el("label", { for: box.id = "f" + (++uid), text: n }));
        }
        commanderBox.append(row);
      }
    };
    drawCommander();
    // Every other field of the entry (id, colors...), as JSON, kept as given.
    const otherKeys = Object.keys(e).filter((k) => !edited.includes(k));
    const other = jsonField(t("web.other_fields"), Object.fromEntries(otherKeys.map((k) => [k, e[k]])), (v) => {
      if (!v || typeof v !== "object" || Array.isArray(v)) throw new Error("{...}");
      for (const k of Object.keys(e)) if (!edited.includes(k)) delete e[k];
      for (const k of Object.keys(v)) if (!edited.includes(k)) e[k] = v[k];
      sortKeys(e, PERMANENT_KEYS);
      changed();
    }, "other-fields");
    const extra = el("details", { open: !!(e.counters || e.gains || e.attached_to || e.timestamp != null || custom || e.power != null || e.protector
      || e.commander || e.goaded_by || otherKeys.length) },
      el("summary", { text: t("web.more") }),
      el("div", { class: "more" }, ...labelled(t("web.counters"), counters)),
      el("div", { class: "more" }, ...labelled(t(custom ? "web.keywords" : "web.gains"), gains)),
      el("div", { class: "more" }, isCustom, el("label", { for: isCustom.id = "f" + (++uid), text: t("web.custom") })),
      (custom || "type_line" in e) && cardField("type_line", t("web.type_line")),
      (custom || "mana_cost" in e) && cardField("mana_cost", t("web.mana_cost")),
      (custom || "text" in e) && cardField("text", t("web.card_text"), true),
      el("div", { class: "more" }, pt("power", t("web.power")), pt("toughness", t("web.toughness"))),
      el("div", { class: "more" }, ...labelled(t("web.attached_to"), attached)),
      el("div", { class: "more" }, ...labelled(t("web.timestamp"), stamp)),
      el("div", { class: "more" }, ...labelled(t("web.protector"), protector)),
      commanderBox,
      other);
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
  // Printed type lines of the cards on the board (from /api/cards), to keep the
  // attack and block buttons of lands, enchantments... out of the way. Only a hint: an
  // effect can make any permanent a creature, so theirs stay one click away.
  const printed = {}, keywordsOf = {};
  function loadTypes() {
    for (const p of ids()) {
      const card = p.entry.card;
      if (!card || String(card).toLowerCase() in printed) continue;
      const key = String(card).toLowerCase();
      printed[key] = null;
      fetch("/api/cards/" + encodeURIComponent(card)).then((r) => (r.ok ? r.json() : {})).then((data) => {
        printed[key] = typeof data.type_line === "string" ? data.type_line : "";
        keywordsOf[key] = Array.isArray(data.keywords) ? data.keywords : [];
        // A double-faced card picked as "Front // Back" is a permanent named by its front
        // face (712.8d), the name the play and the ruling use: the entry takes it.
        const front = data.battlefield_name;
        if (typeof front === "string" && front !== card && String(card).includes(" // ")) {
          for (const n of names) for (const e of S.battlefield[n]) if (e.card === card) e.card = front;
          for (const input of editor.querySelectorAll("input.name")) if (input.value.trim() === card) input.value = front;
          changed();
          return;
        }
        // Not while a field of the combat part is being typed in (a redraw would lose it).
        const typing = combatEl && combatEl.contains(document.activeElement) && document.activeElement.tagName === "INPUT";
        if (((printed[key] && !/Creature|Vehicle/.test(printed[key])) || keywordsOf[key].some((w) => /^((first|double) strike|trample)$/i.test(w)))
            && !typing) redrawCombat();
      }).catch(() => { /* a hint only */ });
    }
  }
  // A custom card (`name:`) has the type line (or `types`) its entry gives; without one, it is a creature.
  function printedLine(p) {
    const e = p.entry;
    if (e.card) return printed[String(e.card).toLowerCase()];
    if (typeof e.type_line === "string") return e.type_line;
    return Array.isArray(e.types) ? e.types.join(" ") : null;
  }
  function notCreature(p) {
    const line = printedLine(p);
    return !!line && !/creature|vehicle/i.test(line);
  }
  let othersOpen = false;
  // Rows of permanents that aren't creatures as printed, in a closed <details> unless used.
  function split(fs, rows) {
    const others = el("details", { class: "others", open: othersOpen });
    others.addEventListener("toggle", () => { othersOpen = others.open; });
    let count = 0;
    for (const [row, p, used] of rows) {
      if (notCreature(p) && !used) { others.append(row); count++; } else fs.append(row);
    }
    if (count) { others.prepend(el("summary", { text: t("web.not_creatures", { n: count }) })); fs.append(others); }
  }
  function drawCombat() {
    const fs = el("fieldset", { class: "combat" }, el("legend", { text: t("web.declare") }));
    const perms = ids();
    const def = defendingPlayers();
    // The attacking player's creatures, or the attacking team's (805.10a).
    const attackers = perms.filter((p) => teamOf(S.active).includes(p.owner));
    const targets = attackable();
    const attackRows = [];
    for (const p of attackers) {
      const key = findKey(S.attack, p.id);
      const row = el("div", { class: "row attack-row" });
      row.append(toggle(t("web.attack", { creature: p.id }), key !== undefined, () => {
        if (key !== undefined) delete S.attack[key]; else S.attack[p.id] = defending();
        changed();
      }));
      if (key !== undefined) {
        const sel = el("select", { class: "attack-target", "aria-label": t("web.attack_target", { creature: p.id }) });
        const shown = targets.some((x) => same(x.id, S.attack[key])) ? targets : targets.concat([{ id: S.attack[key], defender: null }]);
        for (const target of shown) {
          const text = target.defender && target.defender !== target.id ? t("web.attack_through", { target: target.id, player: target.defender }) : target.id;
          sel.append(el("option", { value: target.id, text, selected: same(target.id, S.attack[key]) }));
        }
        sel.addEventListener("change", () => { S.attack[key] = sel.value; changed(); });
        row.append(" → ", sel);
        if (Object.keys(S.attack).length > 1) row.append(" ", bandSelect(key));
      }
      attackRows.push([row, p, key !== undefined]);
    }
    split(fs, attackRows);
    const attacking = Object.keys(S.attack);
    // Each defending player blocks with their creatures only what attacks them, their
    // planeswalkers or the battles they protect (509.1a, 802.4a); a defending team,
    // what attacks any of its players (805.10d).
    // Each defending player declares their own blocks (802.4), a defending team one
    // combined block (805.10d): a group per player, or per team.
    const several = def.length > 1;
    const units = [];
    for (const d of def) {
      const unit = teamOf(d).filter((x) => def.includes(x));
      if (!units.some((u) => u[0] === unit[0])) units.push(unit);
    }
    for (const unit of units) {
      const mine = perms.filter((q) => unit.includes(q.owner));
      const theirs = attacking.filter((a) => { const x = defenderOf(S.attack[a]); return x === null || unit.includes(x); });
      if (!theirs.length || !mine.length) continue;
      const heading = unit.length > 1 ? t("web.blocks_of_team", { team: unit.join(", ") }) : t("web.blocks_of", { player: unit[0] });
      const group = several ? el("div", { class: "blocks", role: "group", "aria-label": heading },
        el("h3", { text: heading })) : fs;
      const blockRows = [];
      for (const p of mine) {
        const row = el("div", { class: "row block-row" });
        const key = findKey(S.block, p.id);
        for (const a of theirs) {
          const on = key !== undefined && S.block[key].some((x) => same(x, a));
          row.append(toggle(t("web.block", { blocker: p.id, attacker: a }), on, () => {
            const k = findKey(S.block, p.id) ?? p.id;
            const list = S.block[k] || [];
            S.block[k] = on ? list.filter((x) => !same(x, a)) : list.concat([a]);
            changed();
          }), " ");
        }
        // A block the file gives that this player can't make (another player's attacker)
        // stays shown, pressed, so that it can be taken back.
        for (const a of key !== undefined ? S.block[key].filter((x) => !theirs.some((y) => same(x, y))) : []) {
          row.append(toggle(t("web.block", { blocker: p.id, attacker: a }), true, () => {
            S.block[key] = S.block[key].filter((x) => !same(x, a));
            changed();
          }), " ");
        }
        blockRows.push([row, p, key !== undefined]);
      }
      split(group, blockRows);
      if (several) fs.append(group);
    }
    fs.append(drawDivide("assign"));
    if (S.assign_first_strike === undefined ? firstStrikeStep() : divisionShape(S.assign_first_strike)) fs.append(drawDivide("assign_first_strike"));
    return fs;
  }
  // Whether a creature in combat has first strike or double strike, as printed, given
  // (keywords, gains) or gained from an effect: then there is a first-strike combat
  // damage step (510.4).
  function strikesFirst(id) { return hasKeyword(id, /^(first|double) strike$/i); }
  // Whether creature `id` has a keyword matching `re`: printed, given or gained.
  function hasKeyword(id, re) {
    const p = ids().find((q) => same(q.id, id));
    if (!p) return false;
    const words = [].concat(p.entry.keywords || [], p.entry.gains || [],
      p.entry.card ? keywordsOf[String(p.entry.card).toLowerCase()] || [] : []);
    for (const e of S.effects || []) if (isObj(e) && same(e.target || "", id)) words.push(...[].concat(e.gains || []));
    return words.some((w) => re.test(String(w).trim()));
  }
  function firstStrikeStep() {
    return Object.keys(S.attack).concat(Object.keys(S.block)).some(strikesFirst);
  }
  // Attacking bands (702.22c): each attacker picks a band number; bands are S.bands's lists.
  function bandSelect(attacker) {
    const bands = S.bands || [];
    const mine = bands.findIndex((band) => band.some((x) => same(x, attacker)));
    const sel = el("select", { class: "band", "aria-label": t("web.band", { creature: attacker }) });
    sel.append(el("option", { value: "", text: t("web.band_none"), selected: mine < 0 }));
    const count = Math.min(bands.length + 1, Object.keys(S.attack).length);
    for (let i = 0; i < count; i++) sel.append(el("option", { value: String(i), text: t("web.band_n", { n: i + 1 }), selected: i === mine }));
    sel.addEventListener("change", () => {
      const now = (S.bands || []).map((band) => band.filter((x) => !same(x, attacker)));
      if (sel.value !== "") {
        const i = parseInt(sel.value, 10);
        while (now.length <= i) now.push([]);
        now[i].push(attacker);
      }
      S.bands = now;
      changed();
    });
    return sel;
  }
  function drawDivide(field) {
    const first = field === "assign_first_strike";
    if (!isObj(S[field])) S[field] = {};
    const assign = S[field];
    // Each attacker blocked: its blockers and what it attacks; each blocker of several: those attackers.
    // A creature blocking one of a band blocks the whole band (702.22h).
    const bandOf = (a) => (S.bands || []).find((band) => band.some((x) => same(x, a))) || [a];
    // A blocked creature assigns its damage to its blockers only (510.1c); with trample,
    // also to what it attacks (702.19b, 702.19c). A division the file already gives to
    // that player stays shown, so that it can be taken back.
    const groups = [];
    for (const a of Object.keys(S.attack)) {
      const band = bandOf(a);
      const blockers = Object.keys(S.block).filter((b) => S.block[b].some((x) => band.some((y) => same(x, y))));
      const given = assign[findKey(assign, a) ?? a];
      const over = hasKeyword(a, /^trample( over planeswalkers)?$/i) || (isObj(given) && findKey(given, S.attack[a]) !== undefined);
      if (blockers.length) groups.push([a, over ? blockers.concat([S.attack[a]]) : blockers]);
    }
    for (const b of Object.keys(S.block)) {
      const blocked = [];
      for (const a of S.block[b]) for (const x of bandOf(a)) if (!blocked.some((y) => same(x, y))) blocked.push(x);
      if (blocked.length > 1) groups.push([b, blocked]);
    }
    const box = el("div", { class: first ? "divide divide-first" : "divide" });
    if (!groups.length) return box;
    box.append(el("h3", { text: t(first ? "web.divide_first" : "web.divide") }), el("p", { class: "note", text: t(first ? "web.divide_first_help" : "web.divide_help") }));
    for (const [source, recipients] of groups) {
      if (first && !strikesFirst(source) && !(findKey(assign, source) !== undefined)) continue;
      const row = el("div", { class: "row divide-row", "data-source": source });
      row.append(el("strong", { text: source + ": " }));
      const key = findKey(assign, source) ?? source;
      for (const r of recipients) {
        const cur = assign[key] ? assign[key][findKey(assign[key], r) ?? r] : undefined;
        const input = el("input", { type: "number", min: 0, step: 1, value: cur ?? "", "aria-label": t(first ? "web.divide_first_label" : "web.divide_label", { source, recipient: r }), "data-recipient": r });
        input.addEventListener("change", () => {
          const d = assign[key] || {};
          const rk = findKey(d, r) ?? r;
          if (input.value === "") delete d[rk]; else d[rk] = parseInt(input.value, 10);
          if (Object.keys(d).length) assign[key] = d; else delete assign[key];
        });
        row.append(el("label", { class: "recipient" }, document.createTextNode(r + " "), input), " ");
      }
      box.append(row);
    }
    return box;
  }
  // ------------------------------------------------------------------ effects and choices
  // An `effects:` entry as the table edits it: a card's effect, a prevention shield, a
  // power/toughness change, or anything else as JSON (kept exactly as it was given).
  function kindOf(e) {
    if (typeof e === "string") return "card";
    if (!e || typeof e !== "object" || Array.isArray(e)) return "other";
    const keys = Object.keys(e);
    const only = (allowed) => keys.every((k) => allowed.includes(k));
    if ("card" in e && only(["card", "target", "controller", "id", "timestamp"])) return "card";
    if ("prevent" in e && only(["prevent", "to", "by", "combat", "gain_life", "controller", "id"])) return "prevent";
    if ("target" in e && only(["target", "power", "toughness", "gains", "until", "source", "controller", "timestamp"])) return "pt";
    return "other";
  }
  function effectName(e) {  // its name in the ruling and in choices (scenario_damage.py)
    if (typeof e === "string") return e;
    if (!e || typeof e !== "object") return "";
    if (e.id) return String(e.id);
    if (e.card) return String(e.card);
    if ("prevent" in e) {
      if (e.prevent === "next") return `prevent next by ${e.by || ""}`;
      if (e.prevent === "all") return "prevent all" + (e.to ? ` to ${e.to}` : "") + (e.by ? ` by ${e.by}` : "");
      return `prevent ${e.prevent} to ${e.to || ""}`;
    }
    return "";
  }
  function fresh(kind, old) {
    const target = old && typeof old === "object" ? old.target || old.to : undefined;
    if (kind === "card") return { card: typeof old === "string" ? old : (old && old.card) || "" };
    if (kind === "prevent") return target ? { prevent: 1, to: target } : { prevent: 1 };
    if (kind === "pt") return { target: target || "", power: 0, toughness: 0, until: "end of turn" };
    return old ?? {};
  }
  function textField(labelText, value, onchange, attrs) {
    const input = el("input", Object.assign({ type: "text", value: value ?? "", autocomplete: "off", maxlength: 200 }, attrs || {}));
    input.addEventListener("change", () => onchange(input.value.trim()));
    return el("span", { class: "field" }, ...labelled(labelText, input));
  }
  // An edited entry's keys in the order the README writes them, so that the file the
  // site writes doesn't depend on the order fields were filled in (untouched entries keep theirs).
  const EFFECT_KEYS = ["card", "prevent", "target", "to", "by", "power", "toughness", "gains", "until", "combat",
    "gain_life", "controller", "source", "id", "timestamp"];
  const PERMANENT_KEYS = ["card", "name", "custom", "id", "type_line", "supertypes", "types", "mana_cost",
    "tapped", "sick", "damage", "counters", "power", "toughness", "keywords", "colors", "text", "protector", "gains",
    "attached_to", "timestamp", "commander", "commander_damage", "goaded_by"];
  // A custom card's characteristics, which a real card takes from its Oracle text.
  const CUSTOM_CARD_KEYS = ["custom", "type_line", "supertypes", "types", "mana_cost", "text"];
  // The fields the permanent's own controls edit; the others are shown as JSON.
  const EDITED_PERMANENT_KEYS = ["card", "name", "tapped", "sick", "damage", "counters", "power", "toughness",
    "keywords", "gains", "protector", "attached_to", "timestamp", "type_line", "mana_cost", "text"];
  const PLAYER_KEYS = ["life", "poison", "left_game", "mana"];
  // The keys of a battlefield entry its fields edit: the Commander ones when their
  // values are of the shape the fields show (else they stay in the JSON box as given).
  function editedKeys(e) {
    const out = EDITED_PERMANENT_KEYS.slice();
    const player = (x) => typeof x === "string" && names.includes(x);
    if (e.commander === undefined || typeof e.commander === "boolean") out.push("commander");
    if (e.commander_damage === undefined || (isObj(e.commander_damage)
        && Object.entries(e.commander_damage).every(([k, v]) => player(k) && Number.isInteger(v) && v > 0))) out.push("commander_damage");
    if (e.goaded_by === undefined || (Array.isArray(e.goaded_by) && e.goaded_by.length && e.goaded_by.every(player)
        && e.goaded_by.every((x, i) => i === 0 || names.indexOf(e.goaded_by[i - 1]) < names.indexOf(x)))) out.push("goaded_by");
    return out;
  }
  function setOrDelete(obj, key, value, order = EFFECT_KEYS) {
    if (value === "" || value == null || value === false || Number.isNaN(value)) delete obj[key]; else obj[key] = value;
    sortKeys(obj, order);
  }
  function sortKeys(obj, order) {
    const entries = Object.entries(obj);
    const rank = (k) => (order.includes(k) ? order.indexOf(k) : order.length);
    entries.sort((a, b) => rank(a[0]) - rank(b[0]));  // stable: unknown keys keep their order
    for (const [k] of entries) delete obj[k];
    for (const [k, v] of entries) obj[k] = v;
  }
  function drawEffect(i) {
    const n = i + 1;
    let e = S.effects[i];
    const kind = kindOf(e);
    const box = el("div", { class: "effect", role: "group", "aria-label": t("web.effect", { n }) });
    const sel = el("select", { class: "effect-kind" });
    for (const k of ["card", "prevent", "pt", "other"]) sel.append(el("option", { value: k, text: t("web.effect_kind." + k), selected: k === kind }));
    sel.addEventListener("change", () => { S.effects[i] = fresh(sel.value, S.effects[i]); redrawEffects(); });
    const remove = el("button", { type: "button", class: "remove", "aria-label": t("web.effect_remove", { n }), text: "✕" });
    remove.addEventListener("click", () => { S.effects.splice(i, 1); if (!S.effects.length) delete S.effects; redrawEffects(); });
    box.append(el("div", { class: "head" }, el("strong", { text: t("web.effect", { n }) }), remove), ...labelled(t("web.effect_kind", { n }), sel));
    const obj = () => { if (typeof S.effects[i] === "string") S.effects[i] = { card: S.effects[i] }; e = S.effects[i]; return e; };
    const after = () => redrawChoices();
    const fields = el("div", { class: "more" });
    if (kind === "card") {
      const card = typeof e === "string" ? e : e.card;
      const name = el("input", { type: "text", class: "effect-card", value: card ?? "", list: "card-names", autocomplete: "off", maxlength: 150 });
      name.addEventListener("input", () => suggest(name));
      name.addEventListener("change", () => {
        if (typeof S.effects[i] === "string") S.effects[i] = name.value.trim(); else setOrDelete(obj(), "card", name.value.trim());
        after();
      });
      const controller = el("select", { class: "effect-controller" });
      controller.append(el("option", { value: "", text: t("web.effect_controller_default") }));
      for (const p of names) controller.append(el("option", { value: p, text: p, selected: typeof e === "object" && e.controller === p }));
      controller.addEventListener("change", () => setOrDelete(obj(), "controller", controller.value));
      fields.append(el("span", { class: "field" }, ...labelled(t("web.effect_card"), name)),
        textField(t("web.effect_target"), typeof e === "object" ? e.target : "", (v) => setOrDelete(obj(), "target", v), { list: "board-names", class: "effect-target" }),
        el("span", { class: "field" }, ...labelled(t("web.effect_controller"), controller)),
        textField(t("web.effect_id"), typeof e === "object" ? e.id : "", (v) => { setOrDelete(obj(), "id", v); after(); }, { class: "effect-id" }));
    } else if (kind === "prevent") {
      fields.append(
        textField(t("web.effect_prevent"), String(e.prevent ?? ""), (v) => {
          setOrDelete(e, "prevent", /^-?\d+$/.test(v) ? parseInt(v, 10) : v); after();
        }, { class: "effect-prevent", inputmode: "text" }),
        textField(t("web.effect_to"), e.to, (v) => { setOrDelete(e, "to", v); after(); }, { list: "board-names", class: "effect-to" }),
        textField(t("web.effect_by"), e.by, (v) => { setOrDelete(e, "by", v); after(); }, { list: "board-names", class: "effect-by" }));
      const combat = el("input", { type: "checkbox", checked: !!e.combat });
      combat.addEventListener("change", () => setOrDelete(e, "combat", combat.checked || null));
      fields.append(el("span", { class: "field" }, combat, el("label", { for: combat.id = "f" + (++uid), text: t("web.effect_combat") })),
        textField(t("web.effect_id"), e.id, (v) => { setOrDelete(e, "id", v); after(); }, { class: "effect-id" }));
    } else if (kind === "pt") {
      const num = (key, labelText) => {
        const input = el("input", { type: "number", step: 1, value: e[key] ?? "", class: "effect-" + key });
        input.addEventListener("change", () => setOrDelete(e, key, parseInt(input.value, 10)));
        return el("span", { class: "pair" }, ...labelled(labelText, input));
      };
      fields.append(textField(t("web.effect_target"), e.target, (v) => setOrDelete(e, "target", v), { list: "board-names", class: "effect-target" }),
        num("power", t("web.effect_power")), num("toughness", t("web.effect_toughness")),
        textField(t("web.effect_gains"), (e.gains || []).join(", "), (v) => {
          const g = v.split(",").map((x) => x.trim()).filter(Boolean); setOrDelete(e, "gains", g.length ? g : null);
        }, { class: "effect-gains" }),
        textField(t("web.effect_until"), e.until, (v) => setOrDelete(e, "until", v), { class: "effect-until", placeholder: "end of turn" }),
        textField(t("web.effect_id"), e.source, (v) => setOrDelete(e, "source", v), { class: "effect-source" }));
    } else {
      const area = el("textarea", { rows: 2, class: "effect-json", spellcheck: "false" });
      area.value = JSON.stringify(e);
      const problem = el("p", { class: "problem", role: "status" });
      area.addEventListener("change", () => {
        try { S.effects[i] = JSON.parse(area.value); area.removeAttribute("aria-invalid"); problem.textContent = ""; redrawEffects(); }
        catch (err) { area.setAttribute("aria-invalid", "true"); problem.textContent = t("web.effect_json_bad", { problem: err.message }); }
      });
      fields.append(...labelled(t("web.effect_json"), area), problem);
    }
    box.append(fields);
    return box;
  }
  let effectsEl = null, choicesEl = null;
  function drawEffects() {
    const fs = el("fieldset", { class: "effects" }, el("legend", { text: t("web.effects") }),
      el("p", { class: "note", text: t("web.effects_help") }));
    (S.effects || []).forEach((e, i) => fs.append(drawEffect(i)));
    const add = el("button", { type: "button", class: "add", text: "+ " + t("web.effect_add") });
    add.addEventListener("click", () => {
      (S.effects = S.effects || []).push({ card: "" });
      redrawEffects();
      const rows = effectsEl.querySelectorAll(".effect");
      rows[rows.length - 1].querySelector("input").focus();
    });
    fs.append(add);
    choicesEl = drawChoices();
    fs.append(choicesEl);
    return fs;
  }
  function redrawEffects() { const f = drawEffects(); effectsEl.replaceWith(f); effectsEl = f; }
  function redrawChoices() { const f = drawChoices(); choicesEl.replaceWith(f); choicesEl = f; }
  // An ordered list of names with buttons to move and remove each, and a picker to add one.
  function orderedList(list, candidates, pickLabel, addLabel, onchange) {
    const box = el("div", { class: "ordered" });
    const ol = el("ol", {});
    list.forEach((name, j) => {
      const up = el("button", { type: "button", "aria-label": t("web.move_up", { name }), text: "↑", disabled: j === 0 });
      up.addEventListener("click", () => { [list[j - 1], list[j]] = [list[j], list[j - 1]]; onchange(); });
      const down = el("button", { type: "button", "aria-label": t("web.move_down", { name }), text: "↓", disabled: j === list.length - 1 });
      down.addEventListener("click", () => { [list[j + 1], list[j]] = [list[j], list[j + 1]]; onchange(); });
      const remove = el("button", { type: "button", "aria-label": t("web.remove", { name }), text: "✕" });
      remove.addEventListener("click", () => { list.splice(j, 1); onchange(); });
      ol.append(el("li", {}, el("span", { text: name + " " }), up, down, remove));
    });
    const pick = el("select", {});
    for (const c of candidates.filter((c) => !list.some((x) => same(x, c)))) pick.append(el("option", { value: c, text: c }));
    const add = el("button", { type: "button", text: addLabel, disabled: !pick.options.length });
    add.addEventListener("click", () => { if (pick.value) { list.push(pick.value); onchange(); } });
    box.append(ol, el("span", { class: "field" }, ...labelled(pickLabel, pick)), add);
    return box;
  }
  function drawChoices() {
    const c = S.choices || {};
    const effectNames = (S.effects || []).map(effectName).filter(Boolean);
    const candidates = [...new Set(effectNames.concat(ids().map((p) => p.id)))];
    const ensure = () => (S.choices = S.choices || {});
    const tidy = () => {
      if (S.choices) {
        if (Array.isArray(S.choices.order) && !S.choices.order.length) delete S.choices.order;
        if (S.choices.shields && !Object.keys(S.choices.shields).length) delete S.choices.shields;
        if (!Object.keys(S.choices).length) delete S.choices;
      }
      redrawChoices();
      // Focus stays on the control used; a move button that is now disabled (the item
      // reached an end) hands it to the item's other buttons.
      const b = focusSig && [...choicesEl.querySelectorAll("button, select")].find((x) => sig(x) === focusSig);
      if (b) (b.disabled ? [...b.parentElement.querySelectorAll("button")].find((x) => !x.disabled) || b : b).focus();
    };
    let focusSig = null;
    const remember = () => { const a = document.activeElement; focusSig = a && choicesEl && choicesEl.contains(a) ? sig(a) : null; };
    const details = el("details", { class: "choices", open: !!S.choices }, el("summary", { text: t("web.choices") }));
    const order = Array.isArray(c.order) ? c.order : [];
    details.append(el("h3", { text: t("web.order") }),
      orderedList(order, candidates, t("web.order_pick"), t("web.order_add"), () => { remember(); ensure().order = order; tidy(); }));
    details.append(el("h3", { text: t("web.shields") }));
    const shields = c.shields && typeof c.shields === "object" ? c.shields : {};
    Object.keys(shields).forEach((shield, j) => {
      const row = el("div", { class: "shield", role: "group", "aria-label": t("web.shield_n", { n: j + 1 }) });
      const pick = el("select", {});
      for (const name of [...new Set(effectNames.concat([shield]))]) pick.append(el("option", { value: name, text: name, selected: name === shield }));
      pick.addEventListener("change", () => {
        const rebuilt = {};
        for (const [k, v] of Object.entries(shields)) rebuilt[k === shield ? pick.value : k] = v;
        ensure().shields = rebuilt; remember(); tidy();
      });
      const sources = Array.isArray(shields[shield]) ? shields[shield] : [];
      const remove = el("button", { type: "button", class: "remove", "aria-label": t("web.remove", { name: t("web.shield_n", { n: j + 1 }) }), text: "✕" });
      remove.addEventListener("click", () => { delete shields[shield]; ensure().shields = shields; tidy(); });
      row.append(el("div", { class: "head" }, el("span", { class: "field" }, ...labelled(t("web.shield"), pick)), remove),
        orderedList(sources, ids().map((p) => p.id), t("web.shield_pick", { shield }), t("web.shield_source_add", { shield }),
          () => { remember(); shields[shield] = sources; ensure().shields = shields; tidy(); }));
      details.append(row);
    });
    const free = effectNames.filter((n) => !(n in shields));
    const add = el("button", { type: "button", class: "add", text: "+ " + t("web.shield_add"), disabled: !free.length });
    add.addEventListener("click", () => { ensure().shields = Object.assign({}, shields, { [free[0]]: [] }); tidy(); });
    details.append(add);
    return details;
  }

  // ------------------------------------------------------------------ shared pieces
  // A JSON value edited as text; `onparsed` may throw to refuse a value (shown as a problem).
  function jsonField(labelText, value, onparsed, cls) {
    const area = el("textarea", { rows: 2, class: "json " + (cls || ""), spellcheck: "false" });
    area.value = value === undefined ? "" : JSON.stringify(value);
    const problem = el("p", { class: "problem", role: "status" });
    area.addEventListener("change", () => {
      try { onparsed(JSON.parse(area.value)); area.removeAttribute("aria-invalid"); problem.textContent = ""; }
      catch (err) { area.setAttribute("aria-invalid", "true"); problem.textContent = t("web.effect_json_bad", { problem: err.message }); }
    });
    return el("div", { class: "json-field" }, ...labelled(labelText, area), problem);
  }
  // A list of names, one per line.
  function linesField(labelText, list, onlist, cls) {
    const area = el("textarea", { rows: 2, class: cls || "", spellcheck: "false" });
    area.value = (Array.isArray(list) ? list : []).join("\n");
    area.addEventListener("change", () => onlist(area.value.split("\n").map((x) => x.trim()).filter(Boolean)));
    return el("div", { class: "lines-field" }, ...labelled(labelText, area));
  }
  function playerSelect(labelText, value, defaultText, onchange, cls) {
    const sel = el("select", { class: cls || "" });
    sel.append(el("option", { value: "", text: defaultText }));
    for (const n of names.concat(value && !names.includes(value) ? [value] : [])) sel.append(el("option", { value: n, text: n, selected: value === n }));
    sel.addEventListener("change", () => onchange(sel.value));
    return el("span", { class: "field" }, ...labelled(labelText, sel));
  }
  const isObj = (x) => !!x && typeof x === "object" && !Array.isArray(x);
  const strList = (x) => Array.isArray(x) && x.every((y) => typeof y === "string");
  const commaList = (v) => v.split(",").map((x) => x.trim()).filter(Boolean);
  // A part of the editor redrawn on its own; the focused control (by its name) keeps the
  // focus, or, when it is now disabled (an item moved to an end), a sibling button.
  function part(drawFn) {
    const p = { el: null };
    p.draw = () => { p.el = drawFn(); return p.el; };
    p.redraw = () => {
      const a = document.activeElement;
      const focused = a && p.el && p.el.contains(a) ? sig(a) : null;
      const fresh = drawFn();
      p.el.replaceWith(fresh);
      p.el = fresh;
      const b = focused && [...fresh.querySelectorAll("button, select")].find((x) => sig(x) === focused);
      if (b) (b.disabled ? [...b.parentElement.querySelectorAll("button")].find((x) => !x.disabled) || b : b).focus();
    };
    return p;
  }
  // A part used less often, folded away unless the scenario uses it (or it was opened).
  const opened = {};
  function foldable(cls, title, used) {
    const d = el("details", { class: "section " + cls, open: used || !!opened[cls] }, el("summary", { text: title }));
    d.addEventListener("toggle", () => { opened[cls] = d.open; });
    return d;
  }
  function removeButton(name, onclick) {
    const b = el("button", { type: "button", class: "remove", "aria-label": t("web.remove", { name }), text: "✕" });
    b.addEventListener("click", onclick);
    return b;
  }

  // ------------------------------------------------------------------ before combat
  // `precombat:` (crew 702.122, lands made creatures 205.1b) and `costs:` (mana for costs
  // to attack or block, 508.1g-j). A shape the controls can't show is edited as JSON.
  function precombatShape(x) {
    return isObj(x) && Object.keys(x).every((k) => ["animate", "crew"].includes(k))
      && (x.animate === undefined || strList(x.animate))
      && (x.crew === undefined || (isObj(x.crew) && Object.values(x.crew).every(strList)));
  }
  const manaShape = (m) => isObj(m) && Object.values(m).every((n) => Number.isInteger(n));
  function costsShape(x) {
    return isObj(x) && Object.keys(x).every((k) => ["mana", "pay"].includes(k))
      && (x.mana === undefined || (isObj(x.mana) && Object.entries(x.mana).every(([p, m]) => names.includes(p) && manaShape(m))))
      && (x.pay === undefined || (isObj(x.pay) && Object.entries(x.pay).every(([p, v]) => names.includes(p) && isObj(v)
        && Object.keys(v).every((k) => ["mana", "life"].includes(k)) && (v.mana === undefined || manaShape(v.mana))
        && (v.life === undefined || Number.isInteger(v.life)))));
  }
  function tidyTop(key, order) {
    if (!isObj(S[key])) return;
    for (const k of Object.keys(S[key])) {
      const v = S[key][k];
      if (v == null || (Array.isArray(v) && !v.length) || (isObj(v) && !Object.keys(v).length)) delete S[key][k];
    }
    sortKeys(S[key], order);
    if (!Object.keys(S[key]).length) delete S[key];
  }
  function drawBefore() {
    const fs = foldable("before", t("web.before"), S.precombat !== undefined || S.costs !== undefined);
    const all = () => ids().map((p) => p.id);
    if (S.precombat !== undefined && !precombatShape(S.precombat)) {
      fs.append(jsonField(t("web.setting_label", { key: "precombat" }), S.precombat, (v) => { S.precombat = v; }, "precombat-json"));
    } else {
      const pre = () => (S.precombat = S.precombat || {});
      const done = () => { tidyTop("precombat", ["animate", "crew"]); before.redraw(); };
      fs.append(el("h3", { text: t("web.crew") }));
      const crew = (S.precombat && S.precombat.crew) || {};
      Object.keys(crew).forEach((vehicle, j) => {
        const row = el("div", { class: "shield crew", role: "group", "aria-label": t("web.crew_n", { n: j + 1 }) });
        const pick = el("select", { class: "vehicle" });
        for (const name of [...new Set([vehicle].concat(all()))]) pick.append(el("option", { value: name, text: name, selected: name === vehicle }));
        pick.addEventListener("change", () => {
          if (pick.value in crew) { before.redraw(); return; }
          pre().crew = Object.fromEntries(Object.entries(crew).map(([k, v]) => [k === vehicle ? pick.value : k, v])); done();
        });
        const members = crew[vehicle];
        row.append(el("div", { class: "head" }, el("span", { class: "field" }, ...labelled(t("web.crew_vehicle"), pick)),
          removeButton(t("web.crew_n", { n: j + 1 }), () => { delete crew[vehicle]; pre().crew = crew; done(); })),
        orderedList(members, all().filter((x) => !same(x, vehicle)), t("web.crew_pick", { vehicle }), t("web.crew_member_add", { vehicle }),
          () => { pre().crew = Object.assign(crew, { [vehicle]: members }); S.precombat.crew[vehicle] = members; before.redraw(); }));
        fs.append(row);
      });
      const free = all().filter((x) => !(x in crew));
      const vehicles = free.filter((x) => { const p = ids().find((q) => q.id === x); const line = p && p.entry.card ? printed[String(p.entry.card).toLowerCase()] : null; return line && /Vehicle/.test(line); });
      const addCrew = el("button", { type: "button", class: "add", text: "+ " + t("web.crew_add"), disabled: !free.length });
      addCrew.addEventListener("click", () => { pre().crew = Object.assign({}, crew, { [vehicles[0] || free[0]]: [] }); before.redraw(); });
      fs.append(addCrew, el("h3", { text: t("web.animate") }));
      const animate = (S.precombat && S.precombat.animate) || [];
      fs.append(orderedList(animate, all(), t("web.animate_pick"), t("web.animate_add"), () => { pre().animate = animate; done(); }));
    }
    fs.append(el("p", { class: "note", text: t("web.costs_help") }));
    if (S.costs !== undefined && !costsShape(S.costs)) {
      fs.append(jsonField(t("web.setting_label", { key: "costs" }), S.costs, (v) => { S.costs = v; }, "costs-json"));
    } else {
      const costs = () => (S.costs = S.costs || {});
      const grid = el("div", { class: "players" });
      for (const n of names) {
        const box = el("div", { class: "player costs", role: "group", "aria-label": n });
        const manaOf = S.costs && S.costs.mana ? S.costs.mana[n] : undefined;
        const payOf = S.costs && S.costs.pay ? S.costs.pay[n] : undefined;
        const setPay = (key, value) => {
          const c = costs(); c.pay = c.pay || {}; const mine = c.pay[n] = c.pay[n] || {};
          setOrDelete(mine, key, value, ["mana", "life"]);
          if (!Object.keys(mine).length) delete c.pay[n];
          tidyTop("costs", ["mana", "pay"]);
        };
        box.append(
          textField(t("web.costs_mana", { player: n }), counterText(manaOf), (v) => {
            const c = costs(); c.mana = c.mana || {}; const m = parseCounters(v);
            if (Object.keys(m).length) c.mana[n] = m; else delete c.mana[n];
            tidyTop("costs", ["mana", "pay"]);
          }, { class: "costs-mana" }),
          textField(t("web.costs_pay", { player: n }), counterText(payOf && payOf.mana), (v) => {
            const m = parseCounters(v); setPay("mana", Object.keys(m).length ? m : null);
          }, { class: "costs-pay" }));
        const life = el("input", { type: "number", min: 0, step: 1, class: "costs-life", value: payOf && payOf.life != null ? payOf.life : "" });
        life.addEventListener("change", () => setPay("life", life.value === "" ? null : parseInt(life.value, 10)));
        box.append(el("span", { class: "field" }, ...labelled(t("web.costs_life", { player: n }), life)));
        grid.append(box);
      }
      fs.append(grid);
    }
    return fs;
  }
  const before = part(drawBefore);

  // ------------------------------------------------------------------ what enters during combat
  // `enters:` (506.3, 508.4): a token or a card put onto the battlefield attacking or
  // blocking, after a step's declaration; an entry the controls can't show is JSON.
  const ENTER_KEYS = ["card", "token", "attacking", "blocking", "controller", "tapped", "step", "id", "count"];
  const TOKEN_KEYS = ["name", "power", "toughness", "colors", "types", "subtypes", "keywords"];
  const ENTER_STEPS = { "beginning of combat": "beginning_of_combat", "declare attackers": "declare_attackers",
    "declare blockers": "declare_blockers", "first-strike combat damage": "first_strike_damage", "end of combat": "end_of_combat" };
  function enterKind(x) {
    if (!isObj(x) || !Object.keys(x).every((k) => ENTER_KEYS.includes(k)) || ("card" in x) === ("token" in x)) return "other";
    for (const k of ["attacking", "blocking", "controller", "step", "id"]) if (k in x && typeof x[k] !== "string") return "other";
    if ("tapped" in x && typeof x.tapped !== "boolean") return "other";
    if ("count" in x && !Number.isInteger(x.count)) return "other";
    if ("card" in x) return typeof x.card === "string" ? "card" : "other";
    const tk = x.token;
    if (!isObj(tk) || !Object.keys(tk).every((k) => TOKEN_KEYS.includes(k)) || typeof tk.name !== "string") return "other";
    for (const k of ["power", "toughness"]) if (k in tk && !Number.isInteger(tk[k])) return "other";
    for (const k of ["colors", "types", "subtypes", "keywords"]) if (k in tk && !strList(tk[k])) return "other";
    return "token";
  }
  function drawEnter(i) {
    const n = i + 1;
    const x = S.enters[i];
    const kind = enterKind(x);
    const box = el("div", { class: "effect enter", role: "group", "aria-label": t("web.enter_n", { n }) });
    const sel = el("select", { class: "enter-kind" });
    for (const k of ["token", "card", "other"]) sel.append(el("option", { value: k, text: t(k === "other" ? "web.effect_kind.other" : "web.enter_kind." + k), selected: k === kind }));
    sel.addEventListener("change", () => {
      const old = isObj(x) ? x : {};
      const rest = Object.fromEntries(Object.entries(old).filter(([k]) => !["card", "token"].includes(k) && ENTER_KEYS.includes(k)));
      if (sel.value === "token") S.enters[i] = Object.assign({ token: { name: typeof old.card === "string" ? old.card : "", power: 1, toughness: 1 } }, rest);
      else if (sel.value === "card") S.enters[i] = Object.assign({ card: isObj(old.token) && typeof old.token.name === "string" ? old.token.name : "" }, rest);
      if (isObj(S.enters[i])) sortKeys(S.enters[i], ENTER_KEYS);
      if (!S.enters[i].step) S.enters[i].step = "declare attackers";
      enters.redraw();
    });
    const remove = el("button", { type: "button", class: "remove", "aria-label": t("web.enter_remove", { n }), text: "✕" });
    remove.addEventListener("click", () => { S.enters.splice(i, 1); if (!S.enters.length) delete S.enters; enters.redraw(); changed(); });
    box.append(el("div", { class: "head" }, el("strong", { text: t("web.enter_n", { n }) }), remove), ...labelled(t("web.enter_kind"), sel));
    const fields = el("div", { class: "more" });
    const put = (key, value) => { setOrDelete(x, key, value, ENTER_KEYS); changed(); };
    if (kind === "other") {
      fields.append(jsonField(t("web.enter_json"), x, (v) => { S.enters[i] = v; enters.redraw(); changed(); }, "enter-json"));
    } else {
      if (kind === "card") {
        const name = el("input", { type: "text", class: "enter-card", value: x.card, list: "card-names", autocomplete: "off", maxlength: 150 });
        name.addEventListener("input", () => suggest(name));
        name.addEventListener("change", () => { x.card = name.value.trim(); changed(); });
        fields.append(el("span", { class: "field" }, ...labelled(t("web.effect_card"), name)));
      } else {
        const tk = x.token;
        const putT = (key, value) => { setOrDelete(tk, key, value, TOKEN_KEYS); changed(); };
        const num = (key, text) => {
          const input = el("input", { type: "number", step: 1, value: tk[key] ?? "", class: "token-" + key });
          input.addEventListener("change", () => putT(key, input.value === "" ? null : parseInt(input.value, 10)));
          return el("span", { class: "pair" }, ...labelled(text, input));
        };
        const list = (key, text) => textField(text, (tk[key] || []).join(", "), (v) => { const l = commaList(v); putT(key, l.length ? l : null); }, { class: "token-" + key });
        fields.append(textField(t("web.enter_name"), tk.name, (v) => { tk.name = v; changed(); }, { class: "token-name" }),
          num("power", t("web.enter_power")),
          num("toughness", t("web.toughness")),
          list("colors", t("web.enter_colors")), list("types", t("web.enter_types")),
          list("subtypes", t("web.enter_subtypes")), list("keywords", t("web.keywords")));
      }
      fields.append(
        textField(t("web.enter_attacking"), x.attacking, (v) => put("attacking", v), { list: "board-names", class: "enter-attacking" }),
        textField(t("web.enter_blocking"), x.blocking, (v) => put("blocking", v), { list: "board-names", class: "enter-blocking" }));
      const step = el("select", { class: "enter-step" });
      const steps = Object.keys(ENTER_STEPS).concat(x.step && !(x.step in ENTER_STEPS) ? [x.step] : []);
      if (!x.step) step.append(el("option", { value: "", text: "—", selected: true }));
      for (const s of steps) step.append(el("option", { value: s, text: s in ENTER_STEPS ? t("web.step." + ENTER_STEPS[s]) : s, selected: s === x.step }));
      step.addEventListener("change", () => put("step", step.value));
      fields.append(el("span", { class: "field" }, ...labelled(t("web.enter_step"), step)),
        playerSelect(t("web.effect_controller"), x.controller, t("web.enter_controller_default"), (v) => put("controller", v), "enter-controller"));
      const tapped = el("input", { type: "checkbox", checked: !!x.tapped });
      tapped.addEventListener("change", () => put("tapped", tapped.checked));
      const count = el("input", { type: "number", min: 1, max: 100, step: 1, value: x.count ?? 1, class: "enter-count" });
      count.addEventListener("change", () => put("count", parseInt(count.value, 10) > 1 ? parseInt(count.value, 10) : null));
      fields.append(el("span", { class: "field" }, tapped, el("label", { for: tapped.id = "f" + (++uid), text: t("web.tapped") })),
        el("span", { class: "pair" }, ...labelled(t("web.enter_count"), count)),
        textField(t("web.effect_id"), x.id, (v) => { put("id", v); }, { class: "enter-id" }));
    }
    box.append(fields);
    return box;
  }
  function drawEnters() {
    const fs = el("fieldset", { class: "enters" }, el("legend", { text: t("web.enters") }),
      el("p", { class: "note", text: t("web.enters_help") }));
    (S.enters || []).forEach((entry, i) => fs.append(drawEnter(i)));
    const add = el("button", { type: "button", class: "add", text: "+ " + t("web.enter_add") });
    add.addEventListener("click", () => {
      (S.enters = S.enters || []).push({ token: { name: "", power: 1, toughness: 1 }, attacking: defending(), step: "declare attackers" });
      enters.redraw();
      const rows = enters.el.querySelectorAll(".enter");
      rows[rows.length - 1].querySelector("input, textarea").focus();
    });
    fs.append(add);
    return fs;
  }
  const enters = part(drawEnters);

  // ------------------------------------------------------------------ spells and abilities
  // `actions:` (117, 405, 601, 602, 702.49): per step, what players do in order while they
  // have priority; each a cast, an activation, ninjutsu, or "pass"; anything else as JSON.
  const STEPS = ["beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat"];
  const ACTION_KEYS = ["cast", "activate", "ninjutsu", "by", "ability", "target", "return", "times"];
  const ACTION_FIELDS = { cast: ["cast", "by", "target"], activate: ["activate", "ability", "by", "target", "times"], ninjutsu: ["ninjutsu", "by", "return"] };
  function actionKind(a) {
    if (typeof a === "string") return a.trim().toLowerCase() === "pass" ? "pass" : "other";
    if (!isObj(a)) return "other";
    for (const [kind, keys] of Object.entries(ACTION_FIELDS)) {
      if (kind in a && Object.keys(a).every((k) => keys.includes(k))
          && Object.entries(a).every(([k, v]) => (k === "times" ? Number.isInteger(v) : typeof v === "string"))) return kind;
    }
    return "other";
  }
  function stepName(step) { return STEPS.includes(step) ? t("web.step." + step) : step; }
  function drawAction(step, list, j) {
    const a = list[j];
    const kind = actionKind(a);
    const name = t("web.action_n", { step: stepName(step), n: j + 1 });
    const box = el("div", { class: "effect action", role: "group", "aria-label": name });
    const sel = el("select", { class: "action-kind" });
    for (const k of ["cast", "activate", "ninjutsu", "pass", "other"]) sel.append(el("option", { value: k, text: t(k === "other" ? "web.effect_kind.other" : "web.action_kind." + k), selected: k === kind }));
    sel.addEventListener("change", () => {
      const old = isObj(a) ? a : {};
      const what = old.cast ?? old.activate ?? old.ninjutsu ?? "";
      if (sel.value === "pass") list[j] = "pass";
      else if (sel.value !== "other") {
        const fresh = { [sel.value]: what };
        for (const k of ACTION_FIELDS[sel.value].slice(1)) if (k in old) fresh[k] = old[k];
        list[j] = fresh;
      }
      actions.redraw();
    });
    const up = el("button", { type: "button", "aria-label": t("web.move_up", { name }), text: "↑", disabled: j === 0 });
    up.addEventListener("click", () => { [list[j - 1], list[j]] = [list[j], list[j - 1]]; actions.redraw(); });
    const down = el("button", { type: "button", "aria-label": t("web.move_down", { name }), text: "↓", disabled: j === list.length - 1 });
    down.addEventListener("click", () => { [list[j + 1], list[j]] = [list[j], list[j + 1]]; actions.redraw(); });
    const remove = removeButton(name, () => {
      list.splice(j, 1);
      if (!list.length) delete S.actions[step];
      if (!Object.keys(S.actions).length) delete S.actions;
      actions.redraw();
    });
    box.append(el("div", { class: "head" }, el("strong", { text: name }), el("span", {}, up, down, remove)),
      el("span", { class: "field" }, ...labelled(t("web.action_kind"), sel)));
    const fields = el("div", { class: "more" });
    const put = (key, value) => setOrDelete(a, key, value, ACTION_KEYS);
    if (kind === "other") {
      fields.append(jsonField(t("web.action_json"), a, (v) => { list[j] = v; actions.redraw(); }, "action-json"));
    } else if (kind !== "pass") {
      if (kind === "activate") {
        fields.append(textField(t("web.action_permanent"), a.activate, (v) => { a.activate = v; }, { list: "board-names", class: "action-permanent" }),
          textField(t("web.action_ability"), a.ability, (v) => put("ability", v), { class: "action-ability" }));
      } else {
        const card = el("input", { type: "text", class: "action-card", value: a[kind] ?? "", list: "card-names", autocomplete: "off", maxlength: 150 });
        card.addEventListener("input", () => suggest(card));
        card.addEventListener("change", () => { a[kind] = card.value.trim(); });
        fields.append(el("span", { class: "field" }, ...labelled(t("web.effect_card"), card)));
      }
      fields.append(playerSelect(t("web.action_by"), a.by, t(kind === "activate" ? "web.action_by_controller" : "web.effect_controller_default"),
        (v) => put("by", v), "action-by"));
      if (kind === "ninjutsu") {
        fields.append(textField(t("web.action_return"), a.return, (v) => put("return", v), { list: "board-names", class: "action-return" }));
      } else {
        fields.append(textField(t("web.effect_target"), a.target, (v) => put("target", v), { list: "board-names", class: "action-target" }));
      }
      if (kind === "activate") {
        const times = el("input", { type: "number", min: 1, max: 100, step: 1, value: a.times ?? 1, class: "action-times" });
        times.addEventListener("change", () => put("times", parseInt(times.value, 10) > 1 ? parseInt(times.value, 10) : null));
        fields.append(el("span", { class: "pair" }, ...labelled(t("web.action_times"), times)));
      }
    }
    box.append(fields);
    return box;
  }
  function drawActions() {
    const fs = el("fieldset", { class: "actions" }, el("legend", { text: t("web.actions") }),
      el("p", { class: "note", text: t("web.actions_help") }));
    if (S.actions !== undefined && !isObj(S.actions)) {
      fs.append(jsonField(t("web.setting_label", { key: "actions" }), S.actions, (v) => { S.actions = v; actions.redraw(); }, "actions-json"));
      return fs;
    }
    for (const step of Object.keys(S.actions || {})) {
      const group = el("div", { class: "step-actions", role: "group", "aria-label": stepName(step) }, el("h3", { text: stepName(step) }));
      const list = S.actions[step];
      if (!Array.isArray(list)) {
        group.append(jsonField(t("web.setting_label", { key: step }), list, (v) => { S.actions[step] = v; actions.redraw(); }, "actions-json"));
      } else list.forEach((a, j) => group.append(drawAction(step, list, j)));
      fs.append(group);
    }
    const pick = el("select", { class: "action-step" });
    for (const s of STEPS) pick.append(el("option", { value: s, text: stepName(s), selected: s === (lastStep || "declare_blockers") }));
    pick.addEventListener("change", () => { lastStep = pick.value; });
    const add = el("button", { type: "button", class: "add", text: "+ " + t("web.action_add") });
    add.addEventListener("click", () => {
      const step = pick.value;
      lastStep = step;
      const now = Object.assign({}, S.actions || {});
      if (!Array.isArray(now[step])) now[step] = [];
      now[step].push({ cast: "" });
      // Steps in the order they happen (a step the engine doesn't know stays last).
      const rank = (s) => (STEPS.includes(s) ? STEPS.indexOf(s) : STEPS.length);
      S.actions = Object.fromEntries(Object.entries(now).sort((x, y) => rank(x[0]) - rank(y[0])));
      actions.redraw();
      const group = actions.el.querySelector(`.step-actions[aria-label="${CSS.escape(stepName(step))}"]`);
      const boxes = group.querySelectorAll(".action");
      boxes[boxes.length - 1].querySelector("input").focus();
    });
    fs.append(el("div", { class: "add-row" }, el("span", { class: "field" }, ...labelled(t("web.action_step"), pick)), add));
    return fs;
  }
  let lastStep = null;
  const actions = part(drawActions);

  // ------------------------------------------------------------------ triggered abilities
  // `triggers:` (603.3b): the order each player puts their triggers on the stack, and
  // what a trigger targets or chooses.
  function triggersShape(x) {
    return isObj(x) && Object.keys(x).every((k) => ["order", "choices"].includes(k))
      && (x.order === undefined || (isObj(x.order) && Object.entries(x.order).every(([p, l]) => names.includes(p) && strList(l))))
      && (x.choices === undefined || (isObj(x.choices) && Object.values(x.choices).every(strList)));
  }
  function drawTriggers() {
    const fs = foldable("triggers", t("web.triggers"), S.triggers !== undefined);
    fs.append(el("p", { class: "note", text: t("web.triggers_help") }));
    if (S.triggers !== undefined && !triggersShape(S.triggers)) {
      fs.append(jsonField(t("web.setting_label", { key: "triggers" }), S.triggers, (v) => { S.triggers = v; triggers.redraw(); }, "triggers-json"));
      return fs;
    }
    const tr = () => (S.triggers = S.triggers || {});
    const tidy = () => tidyTop("triggers", ["order", "choices"]);
    const order = (S.triggers && S.triggers.order) || {};
    for (const n of names) {
      fs.append(linesField(t("web.trigger_order", { player: n }), order[n], (list) => {
        const o = tr().order = tr().order || {};
        if (list.length) o[n] = list; else delete o[n];
        sortKeys(o, names);
        tidy();
      }, "trigger-order"));
    }
    const choices = (S.triggers && S.triggers.choices) || {};
    Object.keys(choices).forEach((ability, j) => {
      const name = t("web.trigger_choice_n", { n: j + 1 });
      const row = el("div", { class: "shield trigger-choice", role: "group", "aria-label": name });
      row.append(el("div", { class: "head" },
        textField(t("web.trigger_ability"), ability, (v) => {
          if (!v || (v !== ability && v in choices)) { triggers.redraw(); return; }
          tr().choices = Object.fromEntries(Object.entries(choices).map(([k, l]) => [k === ability ? v : k, l])); tidy();
          triggers.redraw();
        }, { class: "trigger-ability" }),
        removeButton(name, () => { delete choices[ability]; tr().choices = choices; tidy(); triggers.redraw(); })),
      linesField(t("web.trigger_picks"), choices[ability], (list) => { tr().choices = Object.assign(choices, { [ability]: list }); }, "trigger-picks"));
      fs.append(row);
    });
    const add = el("button", { type: "button", class: "add", text: "+ " + t("web.trigger_choice_add"), disabled: "" in choices });
    add.addEventListener("click", () => {
      tr().choices = Object.assign({}, choices, { "": [] });
      triggers.redraw();
      const inputs = triggers.el.querySelectorAll("input.trigger-ability");
      inputs[inputs.length - 1].focus();
    });
    fs.append(add);
    return fs;
  }
  const triggers = part(drawTriggers);

  // ------------------------------------------------------------------ other settings
  // Every other key of the file (teams, monarch, assign_first_strike...), as JSON.
  const EDITED_KEYS = ["active", "players", "battlefield", "precombat", "costs", "effects", "choices", "attack", "bands",
    "enters", "block", "assign", "actions", "triggers"];
  // The keys edited by fields: the ones above, and teams and the first-strike division
  // when their values are of the shape the fields show.
  function editedKey(k) {
    return EDITED_KEYS.includes(k) || (k === "teams" && teamsShape(S.teams))
      || (k === "assign_first_strike" && divisionShape(S.assign_first_strike));
  }
  const SETTINGS = { monarch: () => S.active, initiative: () => S.active, attack_option: () => "multiple" };
  function drawSettings() {
    const fs = foldable("settings", t("web.settings"), Object.keys(S).some((k) => !editedKey(k)));
    fs.append(el("p", { class: "note", text: t("web.settings_help") }));
    for (const key of Object.keys(S).filter((k) => !editedKey(k))) {
      const row = el("div", { class: "setting" });
      row.append(el("div", { class: "head" }, el("strong", { text: key }), removeButton(key, () => { delete S[key]; settings.redraw(); })),
        jsonField(t("web.setting_label", { key }), S[key], (v) => { S[key] = v; changed(); }, "setting-json"));
      fs.append(row);
    }
    const free = Object.keys(SETTINGS).filter((k) => !(k in S));
    const pick = el("select", { class: "setting-pick" });
    for (const k of free) pick.append(el("option", { value: k, text: k }));
    const add = el("button", { type: "button", class: "add", text: "+ " + t("web.setting_add"), disabled: !free.length });
    add.addEventListener("click", () => {
      S[pick.value] = SETTINGS[pick.value]();
      settings.redraw();
      const areas = settings.el.querySelectorAll("textarea");
      areas[areas.length - 1].focus();
    });
    fs.append(el("div", { class: "add-row" }, el("span", { class: "field" }, ...labelled(t("web.setting_pick"), pick)), add));
    return fs;
  }
  const settings = part(drawSettings);

  function draw() {
    // Keep the keyboard focus on the same control across a redraw.
    const a = document.activeElement;
    const focused = a && a.closest && a.closest("#editor") && a.tagName === "BUTTON" ? sig(a) : null;
    combatEl = drawCombat();
    effectsEl = drawEffects();
    editor.replaceChildren(drawPlayers(), drawBoard(), before.draw(), effectsEl, combatEl, enters.draw(), actions.draw(),
      triggers.draw(), settings.draw());
    fillBoardNames();
    loadTypes();
    if (focused) { const again = [...editor.querySelectorAll("button")].find((x) => sig(x) === focused); if (again) again.focus(); }
  }
  let combatEl = null;
  function redrawCombat() {
    const a = document.activeElement;
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
      } else if (["attack", "assign"].includes(k) || (k === "assign_first_strike" && divisionShape(S[k]))) {
        if (Object.keys(S[k]).length) out[k] = S[k];
      } else if (k === "teams" && Array.isArray(S[k])) {
        if (S[k].length) out[k] = S[k];
      } else if (["effects", "bands", "enters"].includes(k)) {
        if (S[k] && S[k].length) out[k] = S[k];
      } else if (["actions", "triggers", "costs", "precombat"].includes(k)) {
        if (!isObj(S[k]) || Object.keys(S[k]).length) out[k] = S[k];
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
