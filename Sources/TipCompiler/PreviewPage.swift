/// The preview page's HTML and style sheet; its behaviour is ``PreviewScript``. The page holds
/// no data: the script fills it from `/state.json`, again after each compile.
enum PreviewPage {
    /// The page: a toolbar (search, a toggle per value of each axis, the connection's state),
    /// the inputs, and the panel that shows a clicked component's source and JSON.
    static let html = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>tipc preview</title>
    <link rel="stylesheet" href="/preview.css">
    <script src="/preview.js" defer></script>
    </head>
    <body>
    <header id="toolbar">
      <strong>tipc preview</strong>
      <input id="search" type="search" placeholder="Search components" aria-label="Search components by name">
      <div id="axes"></div>
      <span id="status" class="connecting">connecting…</span>
    </header>
    <main id="inputs"></main>
    <aside id="detail" hidden>
      <button id="close-detail" type="button" aria-label="Close">×</button>
      <h2 id="detail-name"></h2>
      <p id="detail-where"></p>
      <h3>Source</h3>
      <pre id="detail-source"></pre>
      <h3>JSON</h3>
      <pre id="detail-json"></pre>
    </aside>
    </body>
    </html>

    """#

    /// The style sheet.
    static let css = #"""
    :root { color-scheme: light; font: 14px -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; color: #1c1c1e; }
    body { margin: 0; background: #f2f2f7; }
    #toolbar { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center;
      padding: 8px 16px; background: #fff; border-bottom: 1px solid #d1d1d6; }
    #search { min-width: 14em; padding: 4px 8px; }
    #axes { display: flex; flex-wrap: wrap; gap: 4px 16px; }
    .axis { display: flex; flex-wrap: wrap; gap: 2px 8px; align-items: center; }
    .axis-name { color: #6c6c70; }
    .axis label { white-space: nowrap; }
    #status { margin-left: auto; font-size: 12px; padding: 2px 8px; border-radius: 8px; background: #e5e5ea; }
    #status.live { background: #d1f2d9; }
    #status.reconnecting { background: #ffe1c2; }
    main { padding: 8px 16px 48px; }
    .input > h1 { font-size: 16px; margin: 16px 0 8px; }
    .banner { margin: 4px 0; padding: 6px 10px; border-radius: 6px; background: #ffe1c2; }
    .component { margin: 12px 0; padding: 8px 12px; background: #fff; border-radius: 10px; border: 1px solid #e5e5ea; cursor: pointer; }
    .component.stale { border-color: #ff9500; }
    .component.selected { outline: 2px solid #007aff; }
    .component > h2 { font-size: 14px; margin: 0 0 6px; }
    .kind { color: #6c6c70; font-weight: normal; }
    .stale-badge { margin-left: 8px; padding: 1px 6px; border-radius: 6px; background: #ff9500; color: #fff; font-size: 12px; font-weight: 600; }
    .diagnostics { margin: 4px 0 8px; padding: 0; list-style: none; font: 12px ui-monospace, Menlo, monospace; }
    .diagnostic.error { color: #c41e1e; }
    .diagnostic.warning { color: #8a5a00; }
    .grid { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    .cell { margin: 0; }
    .cell figcaption { font-size: 11px; color: #6c6c70; margin-bottom: 4px; max-width: 40em; }
    .cell img { display: block; }
    .component.stale .cell img { opacity: 0.55; }
    #detail { position: fixed; top: 0; right: 0; bottom: 0; width: min(42em, 50vw); overflow: auto; z-index: 3; padding: 8px 16px;
      background: #fff; border-left: 1px solid #d1d1d6; box-shadow: -4px 0 16px rgba(0,0,0,0.08); }
    #detail pre { font: 12px ui-monospace, Menlo, monospace; background: #f2f2f7; padding: 8px; overflow: auto; }
    #close-detail { float: right; font-size: 20px; border: none; background: none; cursor: pointer; }
    .empty { color: #6c6c70; }

    """#
}
