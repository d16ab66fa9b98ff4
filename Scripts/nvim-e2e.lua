-- The steps of Scripts/nvim-e2e, run by headless Neovim (0.10 or later):
--
--   nvim --headless --clean -l Scripts/nvim-e2e.lua SETUP.lua FOLDER
--
-- SETUP.lua is an editor setup from docs/editors.md (it starts `tipc lsp` for .tip files, `tipc`
-- being on PATH); FOLDER is a copy of samples/. The steps open FOLDER/showcase.tip as a user
-- would and use the server through Neovim's own LSP client: diagnostics, hover (`K` too),
-- completion, go to definition (`<C-]>`), references, a quick fix, rename across files,
-- document colours and formatting. Each step prints `ok - …`; the first failure prints
-- `FAIL - step: reason` and exits 1.

local setup, folder = arg[1], arg[2]
local timeout = 15000
local showcase = folder .. "/showcase.tip"
local brand = folder .. "/shared/brand.tip"

local function fail(step, reason)
  io.stdout:write("FAIL - " .. step .. ": " .. reason .. "\n")
  os.exit(1)
end

local function wait_for(step, what, condition)
  if not vim.wait(timeout, condition, 20) then fail(step, "timed out after " .. timeout .. " ms waiting for " .. what) end
end

local function buffer_text(buffer)
  return table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), "\n")
end

-- The 0-based line and byte column where `text` first occurs on a line of `buffer` (plain
-- search; the test only looks for ASCII lines, where a byte column is a UTF-16 one).
local function find(buffer, text)
  for index, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
    local column = line:find(text, 1, true)
    if column then return index - 1, column - 1 end
  end
  fail("setup", "`" .. text .. "` is not in " .. vim.api.nvim_buf_get_name(buffer))
end

-- Puts the cursor in the current window on the first occurrence of `text` (plus `offset` bytes).
local function cursor_on(text, offset)
  local line, column = find(0, text)
  vim.api.nvim_win_set_cursor(0, { line + 1, column + (offset or 0) })
  return line, column + (offset or 0)
end

-- Sends `method` for the cursor's position (with `extra` params) and returns the result.
local function request_here(step, method, extra)
  local cursor = vim.api.nvim_win_get_cursor(0)
  local params = vim.tbl_extend("force", {
    textDocument = { uri = vim.uri_from_bufnr(0) },
    position = { line = cursor[1] - 1, character = cursor[2] },
  }, extra or {})
  local responses, err = vim.lsp.buf_request_sync(0, method, params, timeout)
  if not responses then fail(step, method .. " got no response: " .. tostring(err)) end
  for _, response in pairs(responses) do
    if response.error then fail(step, method .. " answered an error: " .. vim.inspect(response.error)) end
    return response.result
  end
  fail(step, method .. " got no response")
end

local function ok(message)
  io.stdout:write("ok - " .. message .. "\n")
end

-- Every publishDiagnostics, counted by URI (an empty list leaves no diagnostic to wait for).
local published = {}
local publish = vim.lsp.handlers["textDocument/publishDiagnostics"]
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, context, config)
  published[result.uri] = (published[result.uri] or 0) + 1
  return publish(err, result, context, config)
end

dofile(setup)
vim.cmd.edit(showcase)
local source = vim.api.nvim_get_current_buf()
local original = buffer_text(source)

-- The codes of `buffer`'s diagnostics, in order, joined by spaces.
local function diagnostic_codes(buffer)
  local codes = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do table.insert(codes, diagnostic.code) end
  return table.concat(codes, " ")
end

-- Diagnostics: the sample's one warning (W009, at `RightEdge`); a misspelt colour is E022
-- where it is written.
wait_for("start", "tipc to attach to showcase.tip", function()
  return #vim.lsp.get_clients({ bufnr = source, name = "tipc" }) > 0
end)
wait_for("diagnostics", "the first diagnostics", function() return (published[vim.uri_from_bufnr(source)] or 0) > 0 end)
local warning = vim.diagnostic.get(source)[1]
if diagnostic_codes(source) ~= "W009" or warning.lnum ~= find(source, "tooltip RightEdge") or warning.severity ~= vim.diagnostic.severity.WARN then
  fail("diagnostics", "showcase.tip should have one warning, W009 at RightEdge: " .. vim.inspect(vim.diagnostic.get(source)))
end
ok("diagnostics: W009 at " .. (warning.lnum + 1) .. ":" .. (warning.col + 1) .. ": " .. warning.message)
local typo_line = find(source, "textColor: #FC0")
vim.api.nvim_buf_set_lines(source, typo_line, typo_line + 1, false, { "    textColor: whit" })
local typo
wait_for("diagnostics", "E022 for `whit`", function()
  for _, diagnostic in ipairs(vim.diagnostic.get(source)) do
    if diagnostic.code == "E022" then typo = diagnostic end
  end
  return typo ~= nil
end)
if typo.lnum ~= typo_line or typo.col ~= 15 or typo.end_col ~= 19 or not typo.message:find("unknown colour `whit`", 1, true) then
  fail("diagnostics", "E022 is not at `whit`: " .. vim.inspect(typo))
end
ok("diagnostics: E022 " .. typo.message:gsub("\n", " / ") .. " at " .. (typo.lnum + 1) .. ":" .. (typo.col + 1))

-- Hover: the property's documentation, by request and by `K` (a floating window).
cursor_on("textColor: whit", 2)
local hover = request_here("hover", "textDocument/hover")
local hover_text = hover and hover.contents and hover.contents.value or ""
if not hover_text:find("**`textColor`**", 1, true) then fail("hover", "unexpected hover: " .. vim.inspect(hover)) end
vim.cmd.normal("K")
local float
wait_for("hover", "`K` to open a floating window", function()
  for _, window in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(window).relative ~= "" then float = window end
  end
  return float ~= nil
end)
local float_text = buffer_text(vim.api.nvim_win_get_buf(float))
if not float_text:find("textColor", 1, true) then fail("hover", "`K` shows: " .. float_text) end
vim.api.nvim_win_close(float, true)
ok("hover: " .. hover_text:match("^[^\n]*") .. " (and `K` shows it)")

-- Completion: colours and the imported file's constants where a colour goes.
cursor_on("textColor: whit", #"textColor: ")
local completion = request_here("completion", "textDocument/completion")
local labels = {}
for _, item in ipairs(completion and (completion.items or completion) or {}) do labels[item.label] = true end
for _, expected in ipairs({ "white", "systemBlue", "brandBlue", "ink" }) do
  if not labels[expected] then fail("completion", "`" .. expected .. "` is not offered: " .. vim.inspect(vim.tbl_keys(labels))) end
end
ok("completion: " .. #vim.tbl_keys(labels) .. " items after `textColor: `, brandBlue (imported) among them")

-- Quick fix: the code action of E022 replaces `whit` with `white`.
cursor_on("textColor: whit", #"textColor: ")
vim.lsp.buf.code_action({ apply = true, filter = function(action) return action.kind == "quickfix" end })
wait_for("quick fix", "`whit` to become `white`", function()
  return vim.api.nvim_buf_get_lines(source, typo_line, typo_line + 1, false)[1] == "    textColor: white"
end)
wait_for("quick fix", "E022 to go", function() return diagnostic_codes(source) == "W009" end)
ok("quick fix: `whit` → `white`, E022 gone")

-- Go to definition with `<C-]>` (Neovim's LSP 'tagfunc'): the parent in the imported file.
cursor_on("tooltip LeftEdge : BrandBubble", #"tooltip LeftEdge : ")
vim.cmd.normal(vim.keycode("<C-]>"))
wait_for("definition", "brand.tip to open", function() return vim.api.nvim_buf_get_name(0) == brand end)
local declaration_line = find(0, "style BrandBubble {")
local cursor = vim.api.nvim_win_get_cursor(0)
if cursor[1] - 1 ~= declaration_line or cursor[2] ~= #"style " then
  fail("definition", "the cursor is at " .. vim.inspect(cursor) .. ", not on `BrandBubble` of line " .. (declaration_line + 1))
end
ok("definition: `<C-]>` on BrandBubble jumps to shared/brand.tip:" .. cursor[1] .. ":" .. (cursor[2] + 1))
vim.cmd.buffer(source)

-- References: the declaration in brand.tip and the four uses in showcase.tip.
cursor_on("tooltip LeftEdge : BrandBubble", #"tooltip LeftEdge : ")
local references = request_here("references", "textDocument/references", { context = { includeDeclaration = true } }) or {}
local by_file = {}
for _, location in ipairs(references) do
  local name = vim.fs.basename(vim.uri_to_fname(location.uri))
  by_file[name] = (by_file[name] or 0) + 1
end
if #references ~= 5 or by_file["brand.tip"] ~= 1 or by_file["showcase.tip"] ~= 4 then
  fail("references", "expected 1 in brand.tip and 4 in showcase.tip: " .. vim.inspect(references))
end
ok("references: BrandBubble is declared in brand.tip and used 4 times in showcase.tip")

-- Rename across files: prepareRename, then the edit of both files.
cursor_on("tooltip LeftEdge : BrandBubble", #"tooltip LeftEdge : ")
vim.lsp.buf.rename("BrandBalloon")
local brand_buffer = vim.fn.bufnr(brand)
wait_for("rename", "both files to say BrandBalloon", function()
  return not buffer_text(source):find("BrandBubble", 1, true)
    and buffer_text(brand_buffer):find("style BrandBalloon {", 1, true) ~= nil
end)
local renamed = select(2, buffer_text(source):gsub("BrandBalloon", ""))
if renamed ~= 4 then fail("rename", renamed .. " uses renamed in showcase.tip, not 4") end
ok("rename: BrandBubble → BrandBalloon in brand.tip and 4 times in showcase.tip")

-- Document colours: every colour written out, with the compiler's values.
local colors = request_here("document colours", "textDocument/documentColor") or {}
local green
for _, information in ipairs(colors) do
  local line = vim.api.nvim_buf_get_lines(source, information.range.start.line, information.range.start.line + 1, false)[1]
  if line:sub(information.range.start.character + 1, information.range["end"].character) == "#34C759FF" then green = information.color end
end
if not green or math.abs(green.red - 0x34 / 255) > 1e-9 or math.abs(green.green - 0xC7 / 255) > 1e-9 or green.alpha ~= 1 then
  fail("document colours", "no #34C759FF with its value among " .. vim.inspect(colors))
end
ok("document colours: " .. #colors .. " colours in showcase.tip, #34C759FF among them")

-- Formatting: a line written out of shape is put back in the canonical layout.
local width_line = find(source, "    width: 200")
vim.api.nvim_buf_set_lines(source, width_line, width_line + 1, false, { "width:200" })
vim.lsp.buf.format({ async = false, timeout_ms = timeout })
local expected = original:gsub("textColor: #FC0", "textColor: white"):gsub("BrandBubble", "BrandBalloon")
if buffer_text(source) ~= expected then
  fail("format", "the formatted text differs from the sample's:\n" .. vim.diff(expected, buffer_text(source)))
end
ok("format: `width:200` is `    width: 200` again, the file as the sample is laid out")

for _, client in ipairs(vim.lsp.get_clients({ name = "tipc" })) do vim.lsp.stop_client(client.id) end
wait_for("exit", "tipc lsp to stop", function() return #vim.lsp.get_clients({ name = "tipc" }) == 0 end)
ok("tipc lsp stopped")
