-- Drives `pluglint lsp` from Neovim's built-in LSP client, headless, as
-- a publisher's editor would: it opens a plugin.json whose trust is
-- "Untrusted", checks the PL210 diagnostic (where Neovim places it, so
-- that the server's UTF-16 ranges are checked by a real client), applies
-- the code action that offers "untrusted", and checks that the
-- diagnostic clears from the unsaved text alone. Run by
-- scripts/nvim-lsp-test.sh, which passes PLUGLINT and PKG in the
-- environment. Written for Neovim 0.7 (Debian's), whose API it keeps to.

local pluglint, pkg = os.getenv('PLUGLINT'), os.getenv('PKG')

local function say(msg)
  io.stdout:write('nvim-lsp-test: ' .. msg .. '\n')
end

local function fail(msg)
  io.stderr:write('nvim-lsp-test: FAIL: ' .. msg .. '\n')
  vim.cmd('cquit 1')
end

local function main()
  if not pluglint or not pkg then
    return fail('PLUGLINT and PKG must be set')
  end
  local file = pkg .. '/plugin.json'
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  local started = vim.loop.hrtime()
  local client_id = vim.lsp.start_client({
    name = 'pluglint',
    cmd = { pluglint, 'lsp' },
    root_dir = pkg,
    on_exit = function(code)
      if code ~= 0 then
        io.stderr:write('nvim-lsp-test: pluglint lsp exited with ' .. code .. '\n')
      end
    end,
  })
  if not client_id then
    return fail('could not start ' .. pluglint .. ' lsp')
  end
  vim.lsp.buf_attach_client(buf, client_id)

  -- The diagnostic, within a second of opening (process start and
  -- initialize included).
  local function pl210()
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      if d.code == 'PL210' then
        return d
      end
    end
  end
  vim.wait(1000, function() return pl210() ~= nil end, 10)
  local d = pl210()
  if not d then
    vim.wait(10000, function() return pl210() ~= nil end, 10)
    local late = pl210() and string.format('it came after %.0f ms', (vim.loop.hrtime() - started) / 1e6) or 'none came in 11 s'
    return fail('no PL210 diagnostic within a second of opening: ' .. late ..
      '; diagnostics: ' .. vim.inspect(vim.diagnostic.get(buf)))
  end
  say(string.format('PL210 arrived %.0f ms after opening', (vim.loop.hrtime() - started) / 1e6))

  local line = vim.api.nvim_buf_get_lines(buf, d.lnum, d.lnum + 1, true)[1]
  local at = line:find('"Untrusted"', 1, true)
  if not at then
    return fail('the diagnostic is on line ' .. (d.lnum + 1) .. ', which does not hold the value: ' .. line)
  end
  -- Neovim turns the server's UTF-16 columns into byte columns with the
  -- line's text: with an emoji before the value, a server counting bytes
  -- or code points would land elsewhere.
  if d.col ~= at - 1 or d.end_lnum ~= d.lnum or d.end_col ~= at - 1 + #'"Untrusted"' then
    return fail(string.format('diagnostic at %d:%d-%d:%d (bytes), want %d:%d-%d:%d',
      d.lnum, d.col, d.end_lnum, d.end_col, d.lnum, at - 1, d.lnum, at - 1 + #'"Untrusted"'))
  end
  if d.severity ~= vim.diagnostic.severity.ERROR then
    return fail('severity ' .. tostring(d.severity) .. ', want ERROR')
  end
  local want_msg = 'trust value "Untrusted" is not allowed; Hermes rejects the whole package (did you mean "untrusted"?)'
  if d.message ~= want_msg then
    return fail('message ' .. vim.inspect(d.message) .. ', want ' .. vim.inspect(want_msg))
  end
  local href = d.user_data and d.user_data.lsp and d.user_data.lsp.codeDescription and d.user_data.lsp.codeDescription.href
  if href ~= 'https://github.com/pluglint/pluglint/blob/main/docs/rules.md#PL210' then
    return fail('codeDescription ' .. vim.inspect(href))
  end
  say(string.format('PL210 at %d:%d-%d (byte columns), error, with its docs link', d.lnum + 1, d.col + 1, d.end_col + 1))

  -- The code action offering "untrusted", asked for at the diagnostic.
  vim.api.nvim_win_set_cursor(0, { d.lnum + 1, d.col + 1 })
  local client = vim.lsp.get_client_by_id(client_id)
  local params = vim.lsp.util.make_range_params(0, client.offset_encoding)
  params.context = { diagnostics = {} }
  local resp, err = client.request_sync('textDocument/codeAction', params, 5000, buf)
  if not resp or resp.err then
    return fail('codeAction: ' .. vim.inspect(err or (resp and resp.err)))
  end
  local action
  for _, a in ipairs(resp.result or {}) do
    if a.title == 'change trust "Untrusted" of server "trade" to "untrusted"' then
      action = a
    end
  end
  if not action or action.kind ~= 'quickfix' or not action.edit then
    return fail('no quick fix offering "untrusted": ' .. vim.inspect(resp.result))
  end
  say('code action offered: ' .. action.title)
  vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
  local fixed = vim.api.nvim_buf_get_lines(buf, d.lnum, d.lnum + 1, true)[1]
  if not fixed:find('"trust": "untrusted"', 1, true) then
    return fail('after the code action the line reads: ' .. fixed)
  end

  -- Cleared from the unsaved text: the file on disk still says "Untrusted".
  vim.wait(5000, function() return #vim.diagnostic.get(buf) == 0 end, 10)
  if #vim.diagnostic.get(buf) ~= 0 then
    return fail('diagnostics not cleared after the fix: ' .. vim.inspect(vim.diagnostic.get(buf)))
  end
  local disk = table.concat(vim.fn.readfile(file), '\n')
  if not disk:find('"Untrusted"', 1, true) or vim.bo[buf].modified ~= true then
    return fail('the fix should be in the unsaved buffer only')
  end
  say('diagnostics cleared once fixed, from the unsaved buffer')

  vim.lsp.stop_client(client_id)
  vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 10)
  say('ok')
  vim.cmd('qall!')
end

local ok, err = xpcall(main, debug.traceback)
if not ok then
  fail(tostring(err))
end
