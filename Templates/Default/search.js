// A11yPlan site search: progressive enhancement over the index that search-index.js (the script
// element with id "search-index", loaded before this one) sets as window.A11yPlanSearchIndex.
// Without JavaScript, or without the index, the search page lists every test plan instead.
(function () {
  "use strict";
  var form = document.getElementById("search-form");
  var input = document.getElementById("search-query");
  var status = document.getElementById("search-status");
  var results = document.getElementById("search-results");
  var entries = window.A11yPlanSearchIndex;
  if (!form || !input || !status || !results || !document.getElementById("search-index") || !entries) return;
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
    return words[key].replace(/\{(\d+)\}/g, function (match, index) { return String(values[Number(index)]); });
  }
  var root = form.getAttribute("data-root") || "";
  var fallback = document.getElementById("search-fallback");
  if (fallback) fallback.hidden = true;
  form.hidden = false;

  function terms(text) {
    return text.toLowerCase().split(/\s+/).filter(function (term) { return term.length > 0; });
  }

  function search(query) {
    var wanted = terms(query);
    results.textContent = "";
    if (wanted.length === 0) {
      status.textContent = say("typeToSearch", entries.length);
      return;
    }
    var found = entries.filter(function (entry) {
      var haystack = (entry.title + " " + entry.text).toLowerCase();
      return wanted.every(function (term) { return haystack.indexOf(term) !== -1; });
    });
    found.sort(function (a, b) {
      var at = wanted.every(function (t) { return a.title.toLowerCase().indexOf(t) !== -1; }) ? 0 : 1;
      var bt = wanted.every(function (t) { return b.title.toLowerCase().indexOf(t) !== -1; }) ? 0 : 1;
      return at - bt || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
    });
    found.forEach(function (entry) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + entry.url;
      link.textContent = entry.title;
      item.appendChild(link);
      results.appendChild(item);
    });
    status.textContent = found.length === 1 ? say("onePlanFound") : say("plansFound", found.length);
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
