// A11yPlan checklist builder: combines the checklists of the ticked components on one platform
// into one CSV or JSON file. Without JavaScript the page lists every component's own files.
(function () {
  "use strict";
  var form = document.getElementById("builder");
  var status = document.getElementById("builder-status");
  var data = document.getElementById("checklist-data");
  if (!form || !status || !data) return;
  var checklists = JSON.parse(data.textContent);
  var platformNames = { ios: "iOS", android: "Android", web: "Web" };
  var sectionTitles = { keyboard: "Keyboard", screenreader: "Screen reader", deviceSettings: "Device settings" };
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
        var section = sectionTitles[item.section];
        rows.push([item.id, part.component.name + " (" + platformNames[platform] + ") " + section + ": " + item.action,
          section, part.precondition, item.action, item.expectation,
          item.references.concat(item.bestPractice ? ["Best practice"] : []).join(", "),
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

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var platform = form.querySelector("input[name=platform]:checked").value;
    var format = form.querySelector("input[name=format]:checked").value;
    var ids = Array.prototype.slice.call(form.querySelectorAll("input[name=component]:checked"))
      .map(function (box) { return box.value; });
    if (ids.length === 0) {
      status.textContent = "Tick at least one component.";
      return;
    }
    var doc = checklists[platform];
    var parts = [];
    var missing = [];
    ids.forEach(function (id) {
      var part = doc && doc.checklists.filter(function (c) { return c.component.id === id; })[0];
      if (part) { parts.push(part); } else { missing.push(id); }
    });
    if (parts.length === 0) {
      status.textContent = "None of the ticked components has a test plan on " + platformNames[platform] + ".";
      return;
    }
    var name = (parts.length === 1 ? parts[0].component.id + "-" + platform : "checklist-" + platform) + "-checklist." + format;
    if (format === "json") {
      var combined = { schemaVersion: doc.schemaVersion, generator: doc.generator, catalog: doc.catalog, checklists: parts };
      download(name, "application/json", JSON.stringify(combined, null, 2) + "\n");
    } else {
      download(name, "text/csv", csv(parts, platform));
    }
    var count = parts.reduce(function (sum, part) { return sum + part.items.length; }, 0);
    status.textContent = "Downloaded " + name + " with " + count + " items." +
      (missing.length ? " Not on " + platformNames[platform] + ": " + missing.join(", ") + "." : "");
  });
})();
