// The workbench's code editor: CodeMirror 6 rendered by anywidget (workbench/ui/editor.py).
//
// State shared with the kernel (traits of CodeEditor):
//   value             the text; sent to the kernel `debounce_ms` after the last keystroke, and
//                     replaced here when the kernel changes it (reset, applied fix), as one
//                     undoable change limited to the part that differs
//   language          "json" | "yaml" | "python" | "text" (syntax highlighting)
//   diagnostics       [{from, to, severity, message}] in UTF-16 offsets, computed by the kernel
//   diagnostics_for   the text those offsets belong to: applied only while the editor shows it
//   read_only, height, label, filename (a Download button), copy_button (a Copy button)
// Custom messages from the kernel: {command: "undo" | "redo" | "focus" | "select", from, to}.
//
// Everything is bundled (build.sh): no request leaves the page, so it works offline and on Binder.

import { EditorState, Compartment, Annotation } from "@codemirror/state";
import {
  EditorView, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter,
  drawSelection, highlightSpecialChars,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, undo, redo } from "@codemirror/commands";
import {
  syntaxHighlighting, defaultHighlightStyle, bracketMatching, indentOnInput, foldGutter, foldKeymap,
} from "@codemirror/language";
import { searchKeymap, highlightSelectionMatches } from "@codemirror/search";
import { setDiagnostics, lintGutter, lintKeymap } from "@codemirror/lint";
import { json } from "@codemirror/lang-json";
import { yaml } from "@codemirror/lang-yaml";
import { python } from "@codemirror/lang-python";

const fromKernel = Annotation.define();
const SEVERITIES = new Set(["error", "warning", "info", "hint"]);

function languageOf(name) {
  if (name === "yaml") return yaml();
  if (name === "python") return python();
  if (name === "json") return json();
  return [];  // plain text
}

function button(label, title, onClick) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "tsw-editor-button";
  b.textContent = label;
  b.title = title;
  b.setAttribute("aria-label", title);
  b.addEventListener("click", onClick);
  return b;
}

// the smallest single replacement turning `old` into `text` (keeps the cursor and the history tidy)
function minimalChange(old, text) {
  let start = 0;
  const max = Math.min(old.length, text.length);
  while (start < max && old.charCodeAt(start) === text.charCodeAt(start)) start++;
  let endOld = old.length, endNew = text.length;
  while (endOld > start && endNew > start && old.charCodeAt(endOld - 1) === text.charCodeAt(endNew - 1)) {
    endOld--; endNew--;
  }
  return { from: start, to: endOld, insert: text.slice(start, endNew) };
}

function render({ model, el }) {
  const language = new Compartment();
  const editable = new Compartment();
  const root = document.createElement("div");
  root.className = "tsw-editor";
  const toolbar = document.createElement("div");
  toolbar.className = "tsw-editor-toolbar";
  toolbar.setAttribute("role", "toolbar");
  const status = document.createElement("span");
  status.className = "tsw-editor-status";
  status.setAttribute("aria-live", "polite");
  const host = document.createElement("div");
  host.className = "tsw-editor-host";
  root.append(toolbar, host);
  el.appendChild(root);

  let timer = null;
  const flush = () => {
    if (timer !== null) { clearTimeout(timer); timer = null; }
    const text = view.state.doc.toString();
    if (text !== model.get("value")) {
      model.set("value", text);
      model.save_changes();
    }
    status.textContent = "";
  };

  const readOnly = (on) => [EditorState.readOnly.of(on), EditorView.editable.of(!on)];
  const view = new EditorView({
    parent: host,
    state: EditorState.create({
      doc: model.get("value") || "",
      extensions: [
        lineNumbers(), highlightActiveLineGutter(), foldGutter(), highlightSpecialChars(),
        history(), drawSelection(), indentOnInput(), bracketMatching(), highlightActiveLine(),
        highlightSelectionMatches(), syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        lintGutter(), EditorView.lineWrapping,
        // Tab is left to the browser so the editor never traps keyboard focus
        keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap, ...foldKeymap, ...lintKeymap]),
        language.of(languageOf(model.get("language"))),
        editable.of(readOnly(!!model.get("read_only"))),
        EditorView.contentAttributes.of({ "aria-label": model.get("label") || "code editor" }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || update.transactions.some((t) => t.annotation(fromKernel))) return;
          if (timer !== null) clearTimeout(timer);
          status.textContent = "editing…";
          timer = setTimeout(flush, Math.max(0, model.get("debounce_ms") | 0));
        }),
      ],
    }),
  });
  view.dom.style.height = model.get("height") || "";

  const tools = [];
  if (!model.get("read_only")) {
    tools.push(button("Undo", "undo (Ctrl+Z)", () => { undo(view); view.focus(); }));
    tools.push(button("Redo", "redo (Ctrl+Shift+Z / Ctrl+Y)", () => { redo(view); view.focus(); }));
  }
  if (model.get("copy_button")) {
    tools.push(button("Copy", "copy the whole text to the clipboard", async () => {
      const text = view.state.doc.toString();
      try {
        await navigator.clipboard.writeText(text);
        status.textContent = "copied";
      } catch (err) {  // no clipboard permission: select everything so Ctrl+C copies it
        view.dispatch({ selection: { anchor: 0, head: text.length } });
        view.focus();
        status.textContent = "selected: press Ctrl+C to copy";
      }
    }));
  }
  if (model.get("filename")) {
    tools.push(button("Download", `download as ${model.get("filename")}`, () => {
      const blob = new Blob([view.state.doc.toString()], { type: "text/plain;charset=utf-8" });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = model.get("filename");
      document.body.appendChild(link);
      link.click();
      setTimeout(() => { URL.revokeObjectURL(link.href); link.remove(); }, 0);
    }));
  }
  toolbar.append(...tools, status);
  if (!tools.length) toolbar.style.display = "none";

  const showDiagnostics = () => {
    const text = view.state.doc.toString();
    if (model.get("diagnostics_for") !== text) return;  // computed for another text: wait
    const size = text.length;
    const list = (model.get("diagnostics") || []).map((d) => {
      const from = Math.max(0, Math.min(size, d.from | 0));
      const to = Math.max(from, Math.min(size, d.to | 0));
      const severity = SEVERITIES.has(d.severity) ? d.severity : "info";
      return { from, to, severity, message: String(d.message || ""), source: d.source || undefined };
    });
    view.dispatch(setDiagnostics(view.state, list));
  };

  const onValue = () => {
    const text = model.get("value") || "";
    const old = view.state.doc.toString();
    if (text === old) return;
    if (timer !== null) { clearTimeout(timer); timer = null; }  // the kernel's text wins
    view.dispatch({ changes: minimalChange(old, text), annotations: fromKernel.of(true) });
    showDiagnostics();
  };
  const onLanguage = () => view.dispatch({ effects: language.reconfigure(languageOf(model.get("language"))) });
  const onReadOnly = () => view.dispatch({ effects: editable.reconfigure(readOnly(!!model.get("read_only"))) });
  const onHeight = () => { view.dom.style.height = model.get("height") || ""; view.requestMeasure(); };
  const onCommand = (msg) => {
    if (!msg || typeof msg !== "object") return;
    if (msg.command === "undo") undo(view);
    else if (msg.command === "redo") redo(view);
    else if (msg.command === "focus") view.focus();
    else if (msg.command === "select") {
      const size = view.state.doc.length;
      const from = Math.max(0, Math.min(size, msg.from | 0));
      const to = Math.max(from, Math.min(size, msg.to | 0));
      view.dispatch({ selection: { anchor: from, head: to }, scrollIntoView: true });
      view.focus();
    }
  };
  const listeners = [
    ["change:value", onValue], ["change:language", onLanguage], ["change:read_only", onReadOnly],
    ["change:height", onHeight], ["change:diagnostics", showDiagnostics],
    ["change:diagnostics_for", showDiagnostics], ["msg:custom", onCommand],
  ];
  for (const [event, handler] of listeners) model.on(event, handler);
  view.dom.addEventListener("blur", () => { if (timer !== null) flush(); }, true);
  showDiagnostics();

  return () => {
    if (timer !== null) flush();
    for (const [event, handler] of listeners) model.off(event, handler);
    view.destroy();
  };
}

export default { render };
