// A11yPlan checklist builder: combines the checklists of the ticked components on one platform
// into one CSV or JSON file. Without JavaScript the page lists every component's own files.
//
// The checklist data of a group of components on one platform is one script
// (checklists/<platform>-<group>.js, the group in each box's data-group, from 0) that calls
// A11yPlanChecklists.add once per plan with the same document as the plan's JSON checklist. Only the
// ticked components' groups are loaded, so the page stays small for any catalog, and script elements
// load from disk as well as from a server.
(function () {
  "use strict";
  var form = document.getElementById("builder");
  var status = document.getElementById("builder-status");
  if (!form || !status) return;
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
  var loaded = {};
  var waiting = {};
  window.A11yPlanChecklists = {
    add: function (doc) {
      doc.checklists.forEach(function (part) {
        var key = part.platform + "/" + part.component.id;
        loaded[key] = { doc: doc, part: part };
        (waiting[key] || []).forEach(function (callback) { callback(); });
        delete waiting[key];
      });
    }
  };
  var platformNames = { ios: "iOS", android: "Android", web: "Web" };
  form.hidden = false;

  function csvCell(text) {
    var value = String(text);
    if (/^[=+\-@\t\r]/.test(value)) value = "'" + value;
    return /[",\r\n]/.test(value) ? "\"" + value.replace(/"/g, "\"\"") + "\"" : value;
  }

  function csv(parts, platform) {
    var rows = [["ID", "Title", "Section", "Preconditions", "Steps", "Expected Result", "References", "Platform", "Component"]];
    parts.forEach(function (part) {
      part.items.forEach(function (item) {
        var section = words[item.section];
        rows.push([item.id, part.component.name + " (" + platformNames[platform] + ") " + section + ": " + item.action,
          section, part.precondition, item.action, item.expectation,
          item.references.concat(item.bestPractice ? [words.bestPractice] : []).join(", "),
          platformNames[platform], part.component.name]);
      });
    });
    return rows.map(function (row) { return row.map(csvCell).join(","); }).join("\r\n") + "\r\n";
  }

  function download(name, type, text) {
    var link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: type }));
    link.download = name;
    document.body.appendChild(link);
    link.click();
    setTimeout(function () { URL.revokeObjectURL(link.href); link.remove(); }, 1000);
  }

  // Calls back with the checklist of component `id` on `platform` once the data script of its group
  // has run, or with null when the script cannot be loaded or does not hold it. One script holds the
  // checklists of a group of components on one platform and is loaded once.
  var scripts = {};
  function load(platform, id, group, callback) {
    var key = platform + "/" + id;
    if (loaded[key]) { callback(loaded[key]); return; }
    (waiting[key] = waiting[key] || []).push(function () { callback(loaded[key]); });
    var scriptKey = platform + "/" + group;
    if (scripts[scriptKey]) { scripts[scriptKey].push(key); return; }
    scripts[scriptKey] = [key];
    var script = document.createElement("script");
    script.src = root + "checklists/" + platform + "-" + (Number(group) + 1) + ".js";
    function settle() {
      scripts[scriptKey].forEach(function (waitingKey) {
        (waiting[waitingKey] || []).forEach(function (callback) { callback(null); });
        delete waiting[waitingKey];
      });
      delete scripts[scriptKey];
    }
    script.onload = settle;
    script.onerror = settle;
    document.head.appendChild(script);
  }

  function loadAll(platform, boxes, done) {
    var results = new Array(boxes.length);
    var left = boxes.length;
    boxes.forEach(function (box, index) {
      load(platform, box.value, box.getAttribute("data-group") || "0", function (result) {
        results[index] = result;
        left -= 1;
        if (left === 0) done(results);
      });
    });
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var platform = form.querySelector("input[name=platform]:checked").value;
    var format = form.querySelector("input[name=format]:checked").value;
    var boxes = Array.prototype.slice.call(form.querySelectorAll("input[name=component]:checked"));
    if (boxes.length === 0) {
      status.textContent = say("tickAComponent");
      return;
    }
    var present = [];
    var missing = [];
    boxes.forEach(function (box) {
      var platforms = (box.getAttribute("data-platforms") || "").split(" ");
      if (platforms.indexOf(platform) >= 0) { present.push(box); } else { missing.push(box.value); }
    });
    var ids = present.map(function (box) { return box.value; });
    if (ids.length === 0) {
      status.textContent = say("noPlanOnPlatform", platformNames[platform]);
      return;
    }
    status.textContent = say("preparingChecklist");
    loadAll(platform, present, function (results) {
      var failed = ids.filter(function (id, index) { return !results[index]; });
      if (failed.length) {
        status.textContent = say("couldNotLoad", failed.join(", "));
        return;
      }
      finish(platform, format, results, missing);
    });
  });

  function finish(platform, format, results, missing) {
    var doc = results[0].doc;
    var parts = results.map(function (result) { return result.part; });
    var name = (parts.length === 1 ? parts[0].component.id + "-" + platform : "checklist-" + platform) + "-checklist." + format;
    if (format === "json") {
      var combined = { schemaVersion: doc.schemaVersion, generator: doc.generator, catalog: doc.catalog, checklists: parts };
      download(name, "application/json", JSON.stringify(combined, null, 2) + "\n");
    } else {
      download(name, "text/csv", csv(parts, platform));
    }
    var count = parts.reduce(function (sum, part) { return sum + part.items.length; }, 0);
    status.textContent = say("downloadedChecklist", name, count) +
      (missing.length ? say("missingOnPlatform", platformNames[platform], missing.join(", ")) : "");
  }
})();
