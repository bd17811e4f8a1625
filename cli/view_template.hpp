// The viewer page's HTML, style and script (view_page.hpp puts the title and
// the data in at @TITLE@ and @DATA@). Everything the page needs is here:
// it loads nothing, so it opens offline and as an attachment. SVG is
// written as markup (innerHTML), which keeps the page free of any URL.
#pragma once

namespace canbeat::cli {

inline constexpr const char* kViewTemplate = R"canbeat-view(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@TITLE@</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 0 1em 2em; color: #1c1c1c; background: #fafafa; }
h1 { font-size: 1.3em; margin: .6em 0 .2em; }
h2 { font-size: 1.1em; margin: .4em 0; }
.meta { color: #555; margin-bottom: .6em; }
section.run { border: 1px solid #ccc; border-radius: 6px; background: #fff; padding: .6em .9em; margin: .8em 0; }
section.run.pass { border-left: 6px solid #3a3; }
section.run.fail { border-left: 6px solid #c33; }
.controls { display: flex; gap: .4em; align-items: center; flex-wrap: wrap; position: sticky; top: 0;
  background: #fff; padding: .3em 0; z-index: 1; }
.controls input[type=range] { flex: 1; min-width: 12em; }
.controls button { font: inherit; padding: .1em .6em; }
.pos { font-variant-numeric: tabular-nums; min-width: 9em; }
.now { background: #f0f4ff; border-radius: 4px; padding: .3em .6em; margin: .3em 0; }
.now .who { font-weight: 600; }
.now .changes { color: #444; font-size: .92em; }
.body { display: flex; gap: 1em; align-items: flex-start; }
.log { position: relative; max-height: 32em; overflow: auto; min-width: 16em; max-width: 26em; font-size: .88em; margin: 0;
  padding-left: 3.2em; border-right: 1px solid #eee; }
.log li { cursor: pointer; white-space: nowrap; }
.log li.at { background: #ffe58a; }
.log li.focus { outline: 2px solid #c33; }
.states { display: flex; gap: 1em; flex-wrap: wrap; flex: 1; align-items: flex-start; }
.state { flex: 1; min-width: 20em; }
.state h3 { font-size: 1em; margin: .2em 0; }
.groups { display: flex; flex-wrap: wrap; gap: .6em; }
.group { border: 1px solid #ddd; border-radius: 4px; padding: .2em .5em; min-width: 14em; flex: 1; }
.group h4 { margin: .1em 0 .3em; font-size: .95em; color: #234; }
table.fields { border-collapse: collapse; width: 100%; }
table.fields td { vertical-align: top; padding: 1px 4px; border-top: 1px solid #f0f0f0; }
table.fields td.k { color: #555; white-space: nowrap; }
table.difftable { margin: .4em 0; border: 1px solid #e99; }
table.difftable th { text-align: left; background: #fbe4e4; padding: 2px 4px; }
tr.changed td { background: #eef9ee; }
tr.diff td { background: #ffd0d0; font-weight: 600; }
.card { display: inline-block; border: 1px solid #bbb; border-radius: 3px; padding: 0 4px; margin: 1px;
  background: #fdfdf6; font-size: .9em; }
.card .marks { color: #a33; font-size: .85em; margin-left: 3px; }
.card .copies { color: #236; font-weight: 600; font-size: .85em; margin-left: 3px; }
.empty { color: #aaa; }
.notes { white-space: pre-wrap; font: 12px/1.35 ui-monospace, monospace; background: #fff6f6; padding: .4em;
  border-radius: 4px; max-height: 16em; overflow: auto; }
.statements { margin: .4em 0; }
.statements li.won, .statements li.decides { color: #063; }
.statements li.lost, .statements li.beaten { color: #900; }
.statements .where { font-family: ui-monospace, monospace; color: #555; }
svg.board { background: #222; border-radius: 4px; margin-bottom: .4em; }
svg.board .space { fill: #e8e4d8; stroke: #bbb; stroke-width: .5; }
svg.board .space.seen { fill: #bfe3ff; }
svg.board .wall { stroke: #111; stroke-width: 4; stroke-linecap: round; }
svg.board .barrier { stroke: #555; stroke-width: 3; stroke-dasharray: 3 3; }
svg.board .door { stroke: #b60; stroke-width: 5; }
svg.board .piece { stroke: #000; stroke-width: 1; cursor: pointer; }
svg.board .piece.sel { stroke: #f00; stroke-width: 3; }
svg.board text { font: 11px sans-serif; pointer-events: none; }
.boardwrap { display: flex; gap: .8em; align-items: flex-start; }
ul.legend { list-style: none; margin: 0; padding: 0; font-size: .85em; columns: 2; }
ul.legend li { cursor: pointer; white-space: nowrap; }
ul.legend li.sel { background: #bfe3ff; }
</style>
</head>
<body>
<script type="application/json" id="canbeat-data">@DATA@</script>
<div id="app"></div>
<script>
(function () {
  'use strict';
  var D = JSON.parse(document.getElementById('canbeat-data').textContent);
  var active = null;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function escapeXml(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  }

  // The states after each step: the start, then each step's changed fields.
  function statesOf(sec) {
    var out = [sec.start], cur = sec.start;
    sec.steps.forEach(function (st) {
      var next = Object.assign({}, cur), delta = st[2];
      Object.keys(delta).forEach(function (p) {
        if (delta[p] === null) delete next[p]; else next[p] = delta[p];
      });
      out.push(next);
      cur = next;
    });
    return out;
  }

  function sameValue(a, b) { return JSON.stringify(a) === JSON.stringify(b); }

  // A card's text, "Name {wounds=1, exhausted=1}", as its name and marks.
  function cardChip(text) {
    var at = text.indexOf(' {'), chip = el('span', 'card');
    chip.append(at < 0 ? text : text.slice(0, at));
    if (at >= 0) chip.append(el('span', 'marks', text.slice(at + 1)));
    return chip;
  }
  // A zone's cards in order, copies side by side shown once with their
  // number ("M41A Pulse Rifle \u00d79"), so a deck stays a few lines.
  function valueNode(v) {
    if (!Array.isArray(v)) return document.createTextNode(v);
    var span = el('span');
    if (!v.length) span.append(el('span', 'empty', 'empty'));
    for (var i = 0; i < v.length;) {
      var j = i;
      while (j < v.length && v[j] === v[i]) ++j;
      var chip = cardChip(D.cards[v[i]]);
      if (j - i > 1) chip.append(el('span', 'copies', '\u00d7' + (j - i)));
      span.append(chip);
      i = j;
    }
    return span;
  }

  // Fields grouped by seat ("marine.hand"), the rest under "game".
  function groupsOf(state) {
    var groups = {}, order = [];
    Object.keys(state).sort().forEach(function (p) {
      var dot = p.indexOf('.'), head = dot < 0 ? '' : p.slice(0, dot);
      var g = D.seats.indexOf(head) >= 0 ? head : 'game';
      var name = g === 'game' ? p : p.slice(dot + 1);
      if (!groups[g]) { groups[g] = []; order.push(g); }
      groups[g].push([name, p]);
    });
    order.sort(function (a, b) { return (a === 'game' ? -1 : D.seats.indexOf(a)) - (b === 'game' ? -1 : D.seats.indexOf(b)); });
    return order.map(function (g) { return [g, groups[g]]; });
  }

  function stateNode(state, before, marked) {
    var box = el('div', 'groups');
    groupsOf(state).forEach(function (g) {
      var div = el('div', 'group'), table = el('table', 'fields');
      div.append(el('h4', '', g[0]));
      g[1].forEach(function (f) {
        var tr = el('tr'), path = f[1];
        tr.setAttribute('data-path', path);
        if (marked.indexOf(path) >= 0) tr.className = 'diff';
        else if (before && !sameValue(before[path], state[path])) tr.className = 'changed';
        var k = el('td', 'k', f[0]), v = el('td', 'v');
        v.append(valueNode(state[path]));
        tr.append(k, v);
        table.append(tr);
      });
      div.append(table);
      box.append(div);
    });
    return box;
  }

  // The board: spaces, walls, barriers, doors, and the pieces of the zones
  // declared `pieces` at their cards' x and y; a click on a piece shows
  // the spaces it sees on the empty board.
  function piecesOf(state) {
    var B = D.board, out = [];
    Object.keys(state).sort().forEach(function (p) {
      var zone = p.slice(p.indexOf('.') + 1);
      if (p.indexOf('.') < 0 || B.pieceZones.indexOf(zone) < 0 || !Array.isArray(state[p])) return;
      state[p].forEach(function (i) {
        var t = D.cards[i], mx = / x=(-?\d+)|\{x=(-?\d+)/.exec(t), my = / y=(-?\d+)|\{y=(-?\d+)/.exec(t);
        out.push({ text: t, seat: p.slice(0, p.indexOf('.')),
          x: mx ? +(mx[1] || mx[2]) : B.x0, y: my ? +(my[1] || my[2]) : B.y0 });
      });
    });
    return out;
  }
  function spaceIndex(x, y) {
    var s = D.board.spaces;
    for (var i = 0; i < s.length; ++i) if (s[i][0] === x && s[i][1] === y) return i;
    return -1;
  }
  function edgeLine(e, c, cls) {
    var a = e[0], b = e[1], x1, y1, x2, y2;
    if (a[1] === b[1]) { x1 = x2 = Math.max(a[0], b[0]) * c; y1 = a[1] * c; y2 = y1 + c; }
    else { y1 = y2 = Math.max(a[1], b[1]) * c; x1 = a[0] * c; x2 = x1 + c; }
    return '<line class="' + cls + '" x1="' + x1 + '" y1="' + y1 + '" x2="' + x2 + '" y2="' + y2 + '"/>';
  }
  // One colour per card name, so the pieces of one kind look alike.
  function hueOf(name) {
    var h = 0;
    for (var i = 0; i < name.length; ++i) h = (h * 31 + name.charCodeAt(i)) % 360;
    return h;
  }
  function pieceLetter(i) { return i < 26 ? String.fromCharCode(97 + i) : i < 52 ? String.fromCharCode(39 + i) : '*'; }

  // Under the board, as `play --map` prints it: letter, card, x,y.
  function legendNode(pieces, view) {
    var ul = el('ul', 'legend');
    pieces.forEach(function (p, i) {
      var li = el('li', view.selected === i ? 'sel' : '', pieceLetter(i) + ' ' + p.text.split(' {')[0] + ' ' + p.x + ',' + p.y);
      li.addEventListener('click', function () { view.selected = view.selected === i ? null : i; view.show(view.at); });
      ul.append(li);
    });
    return ul;
  }

  function boardNode(state, view) {
    var B = D.board, c = 34, parts = [], pieces = piecesOf(state), seen = null;
    var sel = view.selected !== null && view.selected < pieces.length ? pieces[view.selected] : null;
    if (sel) { var si = spaceIndex(sel.x, sel.y); if (si >= 0) seen = B.sight[si]; }
    B.spaces.forEach(function (s, i) {
      parts.push('<rect class="space' + (seen && seen[i] === '1' ? ' seen' : '') + '" x="' + s[0] * c + '" y="' +
        s[1] * c + '" width="' + c + '" height="' + c + '"><title>' + s[0] + ',' + s[1] + '</title></rect>');
    });
    B.walls.forEach(function (e) { parts.push(edgeLine(e, c, 'wall')); });
    B.barriers.forEach(function (e) { parts.push(edgeLine(e, c, 'barrier')); });
    B.doors.forEach(function (d) {
      var vars = Object.keys(state).filter(function (p) { return p.indexOf('door.' + d.name + '.') === 0; })
        .map(function (p) { return p.slice(6 + d.name.length) + '=' + state[p]; }).join(', ');
      parts.push(edgeLine([d.a, d.b], c, 'door').replace('/>', '><title>door ' + escapeXml(d.name + ' ' + vars) +
        '</title></line>'));
    });
    var count = {};
    pieces.forEach(function (p, i) {
      var key = p.x + ',' + p.y, k = count[key] = (count[key] || 0) + 1;
      var cx = p.x * c + c / 2 + (k - 1) % 3 * 6 - 6, cy = p.y * c + c / 2 + Math.floor((k - 1) / 3) * 6;
      var hue = hueOf(p.text.split(' {')[0]), letter = pieceLetter(i);
      parts.push('<circle class="piece' + (view.selected === i ? ' sel' : '') + '" data-piece="' + i + '" cx="' + cx +
        '" cy="' + cy + '" r="9" fill="hsl(' + hue + ',70%,60%)"><title>' + escapeXml(p.seat + ': ' + p.text + ' at ' +
        p.x + ',' + p.y) + '</title></circle>');
      parts.push('<text x="' + (cx - 3) + '" y="' + (cy + 4) + '">' + letter + '</text>');
    });
    var wrap = el('div');
    wrap.innerHTML = '<svg class="board" data-pieces="' + pieces.length + '" width="' + B.width * c + '" height="' +
      B.height * c + '" viewBox="0 0 ' + B.width * c + ' ' + B.height * c + '">' + parts.join('') + '</svg>';
    wrap.firstChild.addEventListener('click', function (ev) {
      var i = ev.target.getAttribute && ev.target.getAttribute('data-piece');
      view.selected = i === null || +i === view.selected ? null : +i;
      view.show(view.at);
    });
    wrap.className = 'boardwrap';
    wrap.append(legendNode(pieces, view));
    return wrap;
  }

  function whoText(who) {
    var sp = who.indexOf(' ');
    var kind = who.slice(0, sp), seat = who.slice(sp + 1);
    return kind !== 'chance' ? seat : seat === '-' ? 'chance' : 'chance (' + seat + ')';
  }

  // What a step changed: a number or a word as old -> new, a zone by the
  // cards that came and went.
  function changeText(p, was, now) {
    if (now === undefined) return p + ' gone';
    if (!Array.isArray(now) || !Array.isArray(was)) return p + ' ' + (was === undefined ? '' : was + ' \u2192 ') + now;
    var left = was.slice(), came = [];
    now.forEach(function (i) { var at = left.indexOf(i); if (at >= 0) left.splice(at, 1); else came.push(i); });
    var names = function (l) { return l.map(function (i) { return D.cards[i]; }).join(', '); };
    return p + (came.length ? ' +[' + names(came) + ']' : '') + (left.length ? ' \u2212[' + names(left) + ']' : '') +
      (came.length || left.length ? '' : ' reordered');
  }
  function changesText(before, after) {
    var out = [];
    Object.keys(after).sort().forEach(function (p) {
      if (!sameValue(before[p], after[p])) out.push(changeText(p, before[p], after[p]));
    });
    Object.keys(before).forEach(function (p) { if (!(p in after)) out.push(changeText(p, before[p], undefined)); });
    return out.length ? out.join('; ') : 'no field changed';
  }

  function statementsNode(list) {
    var ul = el('ul', 'statements');
    list.forEach(function (s) {
      var li = el('li', s.role);
      li.append(el('b', '', s.role + ': '));
      if (s.query) li.append(s.query + ' \u2014 ');
      li.append(s.text + ' ');
      if (s.where) li.append(el('span', 'where', s.where));
      ul.append(li);
    });
    return ul;
  }

  // The fields that differ at the focus: path, this run's value, the other's.
  function diffTable(sec, mine) {
    var table = el('table', 'fields difftable'), head = el('tr');
    head.append(el('th', '', 'field'), el('th', '', sec.title), el('th', '', sec.otherTitle));
    table.append(head);
    sec.marked.forEach(function (p) {
      var tr = el('tr', 'diff'), a = el('td'), b = el('td');
      tr.setAttribute('data-path', p);
      a.append(p in mine ? valueNode(mine[p]) : '(absent)');
      b.append(p in sec.other ? valueNode(sec.other[p]) : '(absent)');
      tr.append(el('td', 'k', p), a, b);
      table.append(tr);
    });
    return table;
  }

  function logNode(sec, view) {
    var ol = el('ol', 'log');
    ol.start = 0;
    var first = el('li', '', 'start');
    ol.append(first);
    sec.steps.forEach(function (st) {
      ol.append(el('li', '', whoText(st[0]) + ': ' + st[1]));
    });
    Array.prototype.forEach.call(ol.children, function (li, i) {
      if (sec.focus === i) li.classList.add('focus');
      li.addEventListener('click', function () { view.show(i); });
    });
    return ol;
  }

  function button(text, title, fn) {
    var b = el('button', '', text);
    b.title = title;
    b.addEventListener('click', fn);
    return b;
  }

  // The scrubber: to the start, back, a slider, forward, to the end, where.
  function controlsNode(sec, view, n) {
    var controls = el('div', 'controls'), range = el('input');
    range.type = 'range'; range.min = 0; range.max = n; range.value = 0;
    range.addEventListener('input', function () { view.show(+range.value); });
    view.range = range;
    view.pos = el('span', 'pos');
    controls.append(button('|\u25c0', 'start (Home)', function () { view.show(0); }),
      button('\u25c0', 'previous step (\u2190)', function () { view.show(view.at - 1); }), range,
      button('\u25b6', 'next step (\u2192)', function () { view.show(view.at + 1); }),
      button('\u25b6|', 'last step (End)', function () { view.show(n); }), view.pos);
    if (sec.focus !== null)
      controls.append(button('focus', 'the step this page is about', function () { view.show(sec.focus); }));
    return controls;
  }

  // Who chose what to reach step k, and what it changed.
  function showNow(now, sec, states, k) {
    now.textContent = '';
    if (k === 0) return now.append(el('span', 'who', 'the start'), ' \u2014 before the first decision');
    now.append(el('span', 'who', whoText(sec.steps[k - 1][0]) + ' chose '), sec.steps[k - 1][1]);
    now.append(el('div', 'changes', changesText(states[k - 1], states[k])));
  }

  // The log scrolls itself, never the page, to keep the step in sight.
  function showLog(log, k) {
    Array.prototype.forEach.call(log.children, function (li, i) { li.classList.toggle('at', i === k); });
    var li = log.children[k];
    if (li && (li.offsetTop < log.scrollTop || li.offsetTop > log.scrollTop + log.clientHeight - li.offsetHeight))
      log.scrollTop = li.offsetTop - log.clientHeight / 2;
  }

  // This run's state at step k (its board first), and at the focus the
  // other engine's beside it.
  function showStates(box, sec, states, k, view) {
    var marked = sec.focus === k ? sec.marked : [], mine = el('div', 'state');
    box.textContent = '';
    mine.append(el('h3', '', sec.title + ' at step ' + k));
    if (D.board) mine.append(boardNode(states[k], view));
    mine.append(stateNode(states[k], k > 0 ? states[k - 1] : null, marked));
    box.append(mine);
    if (!sec.other || sec.focus !== k) return;
    var other = el('div', 'state other');
    other.append(el('h3', '', sec.otherTitle), stateNode(sec.other, null, marked));
    box.append(other);
  }

  function headNode(node, sec, states, n) {
    node.append(el('h2', '', sec.title + ' \u2014 ' + n + ' steps, ends: ' + sec.end));
    if (sec.notes.length) node.append(el('div', 'notes', sec.notes.join('\n')));
    if (sec.other && sec.marked.length) node.append(diffTable(sec, states[sec.focus]));
    if (sec.statements.length) node.append(statementsNode(sec.statements));
  }

  // Where a run opens: "#step=K" (the first run, a link into a long game)
  // with "&piece=N" selecting the board's Nth piece (its line of sight),
  // else its focus, else its start.
  function firstStep(sec, index, view) {
    var asked = index === 0 && /^#step=(\d+)(?:&piece=(\d+))?$/.exec(location.hash);
    if (asked && asked[2] !== undefined) view.selected = +asked[2];
    return asked ? +asked[1] : sec.focus !== null ? sec.focus : 0;
  }

  function sectionNode(sec, index) {
    var n = sec.steps.length, states = statesOf(sec), view = { at: 0, selected: null };
    var node = el('section', 'run' + (sec.verdict ? ' ' + sec.verdict : ''));
    node.id = 'run-' + index;
    node.setAttribute('data-steps', String(n));
    if (sec.focus !== null) node.setAttribute('data-focus', String(sec.focus));
    headNode(node, sec, states, n);
    var controls = controlsNode(sec, view, n), now = el('div', 'now'), log = logNode(sec, view);
    var box = el('div', 'states'), body = el('div', 'body');
    view.show = function (k) {
      view.at = k = Math.max(0, Math.min(n, k));
      view.range.value = k;
      view.pos.textContent = 'step ' + k + ' of ' + n;
      node.setAttribute('data-at', String(k));
      showNow(now, sec, states, k);
      showLog(log, k);
      showStates(box, sec, states, k, view);
    };
    node.addEventListener('mousedown', function () { active = view; });
    node.addEventListener('focusin', function () { active = view; });
    body.append(log, box);
    node.append(controls, now, body);
    if (!active) active = view;
    view.first = firstStep(sec, index, view);
    node.view = view;
    return node;
  }

  document.addEventListener('keydown', function (ev) {
    if (!active || (ev.target && ev.target.type === 'range')) return;
    var moves = { ArrowLeft: active.at - 1, ArrowRight: active.at + 1, Home: 0, End: 1e9 };
    if (!(ev.key in moves)) return;
    ev.preventDefault();
    active.show(moves[ev.key]);
  });

  var app = document.getElementById('app');
  app.append(el('h1', '', D.title));
  app.append(el('div', 'meta', D.kind + ' \u00b7 game ' + D.game + ' \u00b7 seats ' + D.seats.join(', ') + ' \u00b7 ' +
    D.source + ' \u00b7 \u2190/\u2192 step, Home/End'));
  D.sections.forEach(function (sec, i) {
    var node = sectionNode(sec, i);
    app.append(node);
    node.view.show(node.view.first);
  });
  document.body.setAttribute('data-kind', D.kind);
  document.body.setAttribute('data-sections', String(D.sections.length));
  document.body.setAttribute('data-ready', '1');
})();
</script>
</body>
</html>
)canbeat-view";

}  // namespace canbeat::cli
