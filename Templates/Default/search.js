// A11yPlan site search: progressive enhancement over the index. search-index.js (the script element
// with id "search-index", loaded before this one) sets window.A11yPlanSearchIndex to the names: every
// component's id and name, each platform's plan title and page around them, and the parts that exist.
// Each part, search/words-<start>.js, lists the plans of the words that start with its one or two
// characters; this script loads the parts a query needs as script elements (which load from disk as
// well as from a server), and each hands its words over with A11yPlanSearchIndex.add.
// Without JavaScript, or without the index, the search page links to each platform's list of plans.
(function () {
  "use strict";
  var form = document.getElementById("search-form");
  var input = document.getElementById("search-query");
  var status = document.getElementById("search-status");
  var results = document.getElementById("search-results");
  var index = window.A11yPlanSearchIndex;
  if (!form || !input || !status || !results || !document.getElementById("search-index") || !index
    || !index.components || !index.platforms || !index.parts) return;
  // The page's words, in its language: sentences with {0}, {1} … where the script puts values, from
  // the JSON script element with id "a11yplan-words" that the site writes from its Words.
  var wordsElement = document.getElementById("a11yplan-words");
  var words;
  try {
    words = JSON.parse(wordsElement.textContent);
  } catch (error) {
    return;
  }
  function say(key) {
    var values = Array.prototype.slice.call(arguments, 1);
    return words[key].replace(/\{(\d+)\}/g, function (match, place) { return String(values[Number(place)]); });
  }
  var root = form.getAttribute("data-root") || "";
  var fallback = document.getElementById("search-fallback");
  if (fallback) fallback.hidden = true;
  form.hidden = false;

  var known = {};
  index.parts.forEach(function (start) { known[start] = true; });
  var parts = {};
  var waiting = {};
  index.add = function (start, found) { parts[start] = found; };

  // The words of a text as the index has them: runs of letters, marks and digits, lowercased.
  function terms(text) {
    return text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) || [];
  }
  // The part a word is found through: its first two characters, or its one.
  function startOf(term) {
    return Array.from(term).slice(0, 2).join("");
  }
  // The part's file name, as the site writes it: the start when it is ASCII letters and digits, else
  // "x" and each character's code point in hexadecimal, joined by "-".
  function partName(start) {
    if (/^[a-z0-9]+$/.test(start)) return start;
    return "x" + Array.from(start).map(function (c) { return c.codePointAt(0).toString(16); }).join("-");
  }
  // Calls done once the part of `start` is here (or known not to exist).
  function load(start, done) {
    if (!known[start] || parts[start]) { done(); return; }
    if (waiting[start]) { waiting[start].push(done); return; }
    waiting[start] = [done];
    var script = document.createElement("script");
    script.src = root + "search/words-" + partName(start) + ".js";
    script.onload = script.onerror = function () {
      var callbacks = waiting[start];
      delete waiting[start];
      if (!parts[start]) parts[start] = {};
      callbacks.forEach(function (callback) { callback(); });
    };
    document.head.appendChild(script);
  }
  // The plan numbers of a word's runs: [skipped, length - 1, skipped, length - 1, …].
  function addRuns(runs, into) {
    var next = 0;
    for (var i = 0; i + 1 < runs.length; i += 2) {
      var first = next + runs[i];
      for (var n = first; n <= first + runs[i + 1]; n++) into[n] = true;
      next = first + runs[i + 1] + 1;
    }
  }
  // Every plan with a word that starts with `term`, as a set of plan numbers.
  function plansOf(term) {
    var start = startOf(term);
    var part = parts[start] || {};
    var found = {};
    if (start === term && Array.from(term).length === 1) {
      addRuns(part[""] || [], found);
      return found;
    }
    Object.keys(part).forEach(function (word) {
      if (word.lastIndexOf(term, 0) === 0) addRuns(part[word], found);
    });
    return found;
  }
  function plan(number) {
    var count = index.platforms.length;
    var component = index.components[Math.floor(number / count)];
    var platform = index.platforms[number % count];
    return {
      title: platform.title[0] + component[1] + platform.title[1],
      url: platform.page[0] + component[0] + platform.page[1]
    };
  }
  // Whether every wanted word starts a word of `title`.
  function inTitle(title, wanted) {
    var own = terms(title);
    return wanted.every(function (term) {
      return own.some(function (word) { return word.lastIndexOf(term, 0) === 0; });
    });
  }
  function show(wanted) {
    var found = null;
    wanted.forEach(function (term) {
      var plans = plansOf(term);
      if (found === null) {
        found = plans;
      } else {
        Object.keys(found).forEach(function (number) { if (!plans[number]) delete found[number]; });
      }
    });
    var entries = Object.keys(found).map(function (number) { return plan(Number(number)); });
    entries.forEach(function (entry) { entry.rank = inTitle(entry.title, wanted) ? 0 : 1; });
    entries.sort(function (a, b) {
      return a.rank - b.rank || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
    });
    results.textContent = "";
    entries.forEach(function (entry) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + entry.url;
      link.textContent = entry.title;
      item.appendChild(link);
      results.appendChild(item);
    });
    status.textContent = entries.length === 1 ? say("onePlanFound") : say("plansFound", entries.length);
  }

  var asked = 0;
  function search(query) {
    var wanted = terms(query).filter(function (term, place, all) { return all.indexOf(term) === place; });
    var question = ++asked;
    if (wanted.length === 0) {
      results.textContent = "";
      status.textContent = say("typeToSearch", index.plans);
      return;
    }
    var starts = wanted.map(startOf).filter(function (start, place, all) { return all.indexOf(start) === place; });
    var left = starts.length;
    starts.forEach(function (start) {
      load(start, function () {
        left -= 1;
        if (left === 0 && question === asked) show(wanted);
      });
    });
  }

  var timer = null;
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(function () { search(input.value); }, 150);
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    search(input.value);
  });
  var query = new URLSearchParams(window.location.search).get("q") || "";
  input.value = query;
  search(query);
})();
