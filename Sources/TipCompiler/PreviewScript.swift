/// The preview page's script: reads `/state.json`, draws each input's components as a grid of
/// their variants, narrows them by the toolbar's toggles and search, and listens to `/events`
/// for each new compile, reconnecting by itself. A new state is patched into the page (only the
/// drawings that changed are replaced), so the scroll position, the toggles and the search stay
/// as they were; the toggles and the search are also kept in the browser's local storage.
enum PreviewScript {
    static let text = #"""
    "use strict";

    // The axes a variant varies along, in the toolbar's order.
    const AXES = [
      { key: "locale", name: "Locale", label: v => v.locale === null ? "" : v.locale + (v.rightToLeft ? " ⇄" : ""), value: v => String(v.locale) },
      { key: "size", name: "Text size", label: v => v.size, value: v => v.size },
      { key: "bold", name: "Bold Text", label: v => v.bold ? "Bold Text" : "regular", value: v => String(v.bold) },
      { key: "appearance", name: "Appearance", label: v => v.appearance, value: v => v.appearance },
    ];
    const STORAGE_KEY = "tipc-preview";

    const page = {
      version: -1,
      state: null,
      hidden: {},          // axis key → Set of hidden values
      query: "",
      loading: false,
      wanted: -1,
      selected: null,      // { input, index }
    };

    function restoreSettings() {
      try {
        const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) || "{}");
        for (const axis of AXES) page.hidden[axis.key] = new Set((saved.hidden || {})[axis.key] || []);
        page.query = saved.query || "";
      } catch (error) {
        for (const axis of AXES) page.hidden[axis.key] = new Set();
      }
      document.getElementById("search").value = page.query;
    }

    function saveSettings() {
      const hidden = {};
      for (const axis of AXES) hidden[axis.key] = [...page.hidden[axis.key]];
      try { localStorage.setItem(STORAGE_KEY, JSON.stringify({ hidden, query: page.query })); } catch (error) { /* private mode */ }
    }

    function element(tag, className, text) {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    }

    function variantKey(variant) {
      return AXES.map(axis => axis.value(variant)).join("|");
    }

    // The toolbar's toggles: one checkbox per value each axis takes somewhere, for axes with two or more.
    function renderAxes(state) {
      const values = {};
      for (const axis of AXES) values[axis.key] = new Map();
      for (const input of state.inputs)
        for (const component of input.components)
          for (const variant of component.variants)
            for (const axis of AXES) values[axis.key].set(axis.value(variant), axis.label(variant));
      const signature = JSON.stringify(AXES.map(axis => [...values[axis.key]]));
      const container = document.getElementById("axes");
      if (container.dataset.signature === signature) return;
      container.dataset.signature = signature;
      container.replaceChildren();
      for (const axis of AXES) {
        if (values[axis.key].size < 2) continue;
        const group = element("div", "axis");
        group.dataset.axis = axis.key;
        group.append(element("span", "axis-name", axis.name));
        for (const [value, label] of values[axis.key]) {
          const box = element("input");
          box.type = "checkbox";
          box.value = value;
          box.dataset.axis = axis.key;
          box.checked = !page.hidden[axis.key].has(value);
          box.addEventListener("change", () => {
            if (box.checked) page.hidden[axis.key].delete(value); else page.hidden[axis.key].add(value);
            saveSettings();
            applyFilters();
          });
          const wrapper = element("label");
          wrapper.append(box, " " + label);
          group.append(wrapper);
        }
        container.append(group);
      }
    }

    function diagnosticList(diagnostics) {
      const list = element("ul", "diagnostics");
      for (const d of diagnostics) {
        const item = element("li", "diagnostic " + d.severity,
          `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message} [${d.code}]`);
        list.append(item);
      }
      return list;
    }

    function renderComponent(section, inputIndex, input, component) {
      const diagnostics = input.diagnostics.filter(d => d.component === component.name);
      section.dataset.name = component.name;
      section.dataset.index = component.index;
      section.dataset.input = inputIndex;
      section.classList.toggle("stale", input.stale);
      const heading = element("h2", null, component.name + " ");
      heading.append(element("span", "kind", component.kind));
      if (input.stale) heading.append(element("span", "stale-badge", "stale: showing the last good compile"));
      section.querySelector(":scope > h2").replaceWith(heading);
      section.querySelector(":scope > .diagnostics").replaceWith(diagnosticList(diagnostics));
      const grid = section.querySelector(":scope > .grid");
      const existing = new Map([...grid.children].map(cell => [cell.dataset.key, cell]));
      const cells = component.variants.map(variant => {
        const key = variantKey(variant);
        let cell = existing.get(key);
        if (!cell) {
          cell = element("figure", "cell");
          cell.dataset.key = key;
          for (const axis of AXES) cell.dataset[axis.key] = axis.value(variant);
          cell.append(element("figcaption"), element("img"));
        }
        cell.querySelector("figcaption").textContent = variant.caption;
        if (cell.svg !== variant.svg) {
          cell.svg = variant.svg;
          const image = cell.querySelector("img");
          image.alt = variant.caption;
          image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(variant.svg);
        }
        return cell;
      });
      // Only moves what changed place, so unchanged drawings are not reloaded.
      cells.forEach((cell, index) => { if (grid.children[index] !== cell) grid.insertBefore(cell, grid.children[index] || null); });
      while (grid.children.length > cells.length) grid.lastChild.remove();
    }

    function newComponentSection() {
      const section = element("section", "component");
      section.append(element("h2"), element("ul", "diagnostics"), element("div", "grid"));
      section.addEventListener("click", () => showDetail(Number(section.dataset.input), Number(section.dataset.index)));
      return section;
    }

    function renderInput(container, inputIndex, input) {
      container.querySelector(":scope > h1").textContent = input.name;
      const banners = [];
      if (input.problem) banners.push(input.problem);
      else if (input.stale) banners.push("This file has errors: its components are shown as the last compile without errors drew them.");
      container.querySelector(":scope > .banners").replaceChildren(...banners.map(text => element("p", "banner", text)));
      const named = new Set(input.components.map(component => component.name));
      container.querySelector(":scope > .file-diagnostics")
        .replaceWith(Object.assign(diagnosticList(input.diagnostics.filter(d => !named.has(d.component))), { className: "diagnostics file-diagnostics" }));
      const list = container.querySelector(":scope > .components");
      const existing = new Map([...list.children].map(section => [section.dataset.name, section]));
      const sections = input.components.map(component => {
        const section = existing.get(component.name) || newComponentSection();
        renderComponent(section, inputIndex, input, component);
        return section;
      });
      sections.forEach((section, index) => { if (list.children[index] !== section) list.insertBefore(section, list.children[index] || null); });
      while (list.children.length > sections.length) list.lastChild.remove();
      if (input.components.length === 0 && !input.problem && !input.stale) list.replaceChildren(element("p", "empty", "No components."));
    }

    function render(state) {
      renderAxes(state);
      const main = document.getElementById("inputs");
      while (main.children.length > state.inputs.length) main.lastChild.remove();
      state.inputs.forEach((input, index) => {
        let container = main.children[index];
        if (!container) {
          container = element("section", "input");
          container.append(element("h1"), element("div", "banners"), element("ul", "diagnostics file-diagnostics"), element("div", "components"));
          main.append(container);
        }
        container.dataset.name = input.name;
        renderInput(container, index, input);
      });
      applyFilters();
      if (page.selected) showDetail(page.selected.input, page.selected.index, true);
      document.body.dataset.version = state.version;
      window.tipcRenderedAt = Date.now();
    }

    function applyFilters() {
      const query = page.query.trim().toLowerCase();
      for (const section of document.querySelectorAll(".component")) {
        let visible = 0;
        for (const cell of section.querySelectorAll(".cell")) {
          const hidden = AXES.some(axis => page.hidden[axis.key].has(cell.dataset[axis.key]));
          cell.hidden = hidden;
          if (!hidden) visible += 1;
        }
        section.hidden = (query !== "" && !section.dataset.name.toLowerCase().includes(query)) || visible === 0;
      }
    }

    async function showDetail(inputIndex, index, quietly) {
      page.selected = { input: inputIndex, index };
      for (const section of document.querySelectorAll(".component"))
        section.classList.toggle("selected", Number(section.dataset.input) === inputIndex && Number(section.dataset.index) === index);
      const response = await fetch(`/component/${inputIndex}/${index}.json`);
      if (!response.ok) { if (!quietly) closeDetail(); return; }
      const detail = await response.json();
      document.getElementById("detail-name").textContent = detail.name;
      document.getElementById("detail-where").textContent = detail.line === null
        ? `${detail.file}: no longer declared` : `${detail.file}:${detail.line}`;
      const lines = detail.source === null ? [] : detail.source.split("\n");
      const width = String(detail.line + lines.length).length;
      document.getElementById("detail-source").textContent =
        lines.map((line, offset) => String(detail.line + offset).padStart(width) + "  " + line).join("\n");
      document.getElementById("detail-json").textContent = detail.json;
      document.getElementById("detail").hidden = false;
    }

    function closeDetail() {
      page.selected = null;
      document.getElementById("detail").hidden = true;
      for (const section of document.querySelectorAll(".component.selected")) section.classList.remove("selected");
    }

    // Fetches the state until the page has version `version` or later; one fetch at a time.
    async function refresh(version) {
      page.wanted = Math.max(page.wanted, version);
      if (page.loading) return;
      page.loading = true;
      try {
        while (page.version !== page.wanted) {
          const target = page.wanted;
          const response = await fetch("/state.json", { cache: "no-store" });
          const state = await response.json();
          page.state = state;
          page.version = state.version;
          if (state.version < target && target === page.wanted) page.wanted = state.version;
          render(state);
        }
      } catch (error) {
        setStatus("reconnecting", "reconnecting…");
      } finally {
        page.loading = false;
      }
    }

    function setStatus(className, text) {
      const status = document.getElementById("status");
      status.className = className;
      status.textContent = text;
    }

    // The event stream: a `version` event after each compile (and on connecting). The browser
    // reconnects by itself after a lost connection; a refused one is tried again every second.
    function connect() {
      const events = new EventSource("/events");
      events.addEventListener("open", () => setStatus("live", "live"));
      events.addEventListener("version", event => {
        const version = Number(event.data);
        if (version !== page.version) { page.wanted = -1; refresh(version); }
      });
      events.addEventListener("error", () => {
        setStatus("reconnecting", "reconnecting…");
        if (events.readyState === EventSource.CLOSED) setTimeout(connect, 1000);
      });
    }

    document.addEventListener("DOMContentLoaded", () => {
      restoreSettings();
      document.getElementById("search").addEventListener("input", event => {
        page.query = event.target.value;
        saveSettings();
        applyFilters();
      });
      document.getElementById("close-detail").addEventListener("click", closeDetail);
      document.addEventListener("keydown", event => { if (event.key === "Escape") closeDetail(); });
      connect();
    });

    """#
}
