"""A file written where something may already be: `overwrite-unstated`.

A tool that moves, copies, downloads, converts or saves into a path the caller names
(`dst_path`, `output_path`, `local_path`, `save_to`) decides what happens when that path already
holds a file: it overwrites it, fails, or picks a new name. The model cannot tell which, so it
either checks first for nothing or clobbers the user's file. Reviewers of real tool sets
(Nutstore's `move_file`, desktop-commander's `move_file`, a converter with an `output`) asked for
that one sentence.

Decisions:
- Only a tool whose name's verb puts a file at a path (move, copy, rename, download, save,
  export, write, convert, backup): a search's `target`, an upload's `local_path` or a report's
  `save_path` (a game save it reads) name what the tool reads. A tool that makes a file (create,
  build, generate, render, archive, ...) counts only with a parameter named as its output
  (`output_path`, `out_path`, `save_as`).
- An export or a save (`export_playlist_csv(path)`, `export_data(filename)`) writes the file a
  bare `path`/`file_path`/`filename` names, unless a sibling is a named destination or a source
  (then the bare one is what is exported); a download's bare `filename` is often the attachment
  it fetches and is not read so.
- The destination is read from the parameter's name: a name that is a destination by itself
  (`dst_path`, `destination_path`, `output_path`, `save_path`, `local_path`), or a bare
  `destination`/`dest`/`target`/`output`/`out` whose own text calls it a path or file (a bare
  `output` may be a format). A directory (`output_dir`) only for a move, copy or download, which
  name the files they put there after their sources.
- Silent when any of the tool's texts says what happens to what is there (overwrite, replace,
  append, "exists", conflict, 覆盖, 已存在...), and on a tool whose parameters declare the choice
  (`overwrite`, `if_exists`, `on_conflict`).
- No fix: the policy is the executor's; the message asks for the sentence.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import has_cjk, snake_name, split_name

# Names that are a destination path by themselves
_DESTINATIONS = frozenset({
    "dst", "dst_path", "dst_dir", "dest_path", "dest_dir", "destination_path", "destination_dir",
    "destination_file", "target_path", "target_dir", "target_file", "to_path", "output_path",
    "output_file", "output_dir", "output_filename", "out_path", "out_file", "out_dir", "outfile",
    "save_path", "save_to", "save_dir", "save_as", "local_path", "local_dir", "local_file",
    "export_path", "download_path", "download_dir", "new_path"})
# Names that are a destination only where the text or the verb makes them a path
_MAYBE_DESTINATIONS = frozenset({"destination", "dest", "target", "output", "out", "to"})
_PATH_WORDS = re.compile(r"\b(?:path|file|folder|directory|dir)\b|路径|文件|目录", re.I)
# Verbs that put a file at a path the caller names; a tool of any other verb (`search_files
# (target)`, `compare_versions(newPath)`, `upload(local_path)`, a game save's `save_path` read by
# a report) reads what the path names
_PLACING_VERBS = frozenset({"move", "copy", "rename", "download", "save", "export", "write",
                            "convert", "backup", "dump", "mv", "cp"})
# Verbs that make a new file (`build_einvoice(out_path)`, `archive_create(output_path)`,
# `generate_brand_guide(output_path)`): they place it only at a path named as an output, never at a
# bare `target` or a `local_path` (blind reviewers of holdouts 20-31 recorded the unsaid overwrite
# on such tools as missed defects a dozen times)
_MAKING_VERBS = frozenset({"create", "build", "generate", "render", "archive", "compress", "zip",
                           "extract", "resize", "crop", "merge", "split", "print", "make"})
_OUTPUT_NAMES = frozenset({"output_path", "output_file", "output_filename", "out_path", "out_file",
                           "outfile", "save_to", "save_as", "export_path"})
# An export or a save writes the file a bare `path`/`filename` names (a `write_file(path)` is the
# write itself, whose overwrite is what it is for; a `move`'s bare `path` is its source)
# (not a download's: its `filename` is often the attachment it fetches)
_EXPORTING_VERBS = frozenset({"export", "save", "dump", "backup"})
_BARE_FILE_NAMES = frozenset({"path", "file_path", "filepath", "filename", "file_name"})
_SOURCE_WORDS = frozenset({"input", "source", "src", "from", "doc", "document", "workbook"})
# Of those, the ones that put into a directory files named after their sources, where a file of
# the same name may already be (`download_dir`, `copy(dst_dir)`)
_INTO_DIR_VERBS = frozenset({"move", "copy", "download", "mv", "cp"})
_DIR_LAST = frozenset({"dir", "directory", "folder"})
# Words saying what happens to what is already there
# ("created if it does not exist", "不存在时自动创建" speak of a missing folder, not of a file there)
SAYS_OVERWRITE = re.compile(r"\boverwrit|\breplac|\bappend|(?<!not )(?<!n't )\bexists?\b|\bexisting\b|"
                            r"\bconflict|\bclobber|覆盖|替换|追加|已存在|(?<!不)存在时|冲突|重名", re.I)
# A parameter that declares the choice (`overwrite`, `if_exists`, `on_conflict`, `force`)
_CHOICE_NAMES = frozenset({"overwrite", "if_exists", "on_conflict", "conflict", "replace",
                           "force", "clobber", "exist_ok", "no_clobber", "skip_existing"})


def _destination(ctx: ToolContext, node: SchemaNode) -> bool:
    """Is the parameter the path a placing tool (`move_file`, `download_attachment`) writes to?"""
    name = snake_name(node.name)
    verb = (ctx.name_verb.verb or "").lower()
    if node.parent != "" or "string" not in node.non_null_types:
        return False
    if verb in _MAKING_VERBS:
        return name in _OUTPUT_NAMES
    if verb not in _PLACING_VERBS:
        return False
    if split_name(node.name or "")[-1:] and split_name(node.name or "")[-1] in _DIR_LAST:
        return verb in _INTO_DIR_VERBS and name in _DESTINATIONS
    if name in _DESTINATIONS:
        return True
    if verb in _EXPORTING_VERBS and name in _BARE_FILE_NAMES and not any(
            snake_name(n) in _DESTINATIONS or set(split_name(n)) & _SOURCE_WORDS
            for n in ctx.sibling_names(node)):
        return True  # `export_playlist_csv(path)`, `export_data(filename)`: the file it writes
        # (beside a named destination or a source, a bare `filename` is the thing exported)
    # a bare `destination` of a move or copy is where the file goes; elsewhere (a rename's `to`
    # is the new name) its own text must call it a path
    return name in _MAYBE_DESTINATIONS and (
        (verb in _INTO_DIR_VERBS and name in ("destination", "dest"))
        or _PATH_WORDS.search(node.description) is not None)


@rule("overwrite-unstated", category="side-effect", severity="warning",
      summary="A tool that moves, copies, downloads or saves to a path the caller names should "
              "say what happens when that path already holds something: overwritten, an error, "
              "or a new name.",
      bad=Example.of(name="move_file", description="Move or rename a file in the drive.",
                     properties={"src_path": {"type": "string", "description": "File to move, "
                                                                              "e.g. /a/b.txt."},
                                 "dst_path": {"type": "string", "description": "New path, e.g. "
                                                                              "/c/b.txt."}}),
      good=[Example.of(name="move_file", description="Move or rename a file in the drive. Fails "
                       "if a file already exists at dst_path.",
                       properties={"src_path": {"type": "string", "description": "File to move, "
                                                                                "e.g. /a/b.txt."},
                                   "dst_path": {"type": "string", "description": "New path, "
                                                                                "e.g. /c/b.txt."}}),
            Example.of(name="download_file", description="下载云盘文件到本地。",
                       properties={"remote_path": {"type": "string", "description": "云盘路径。"},
                                   "local_path": {"type": "string", "description": "本地保存路径。"},
                                   "overwrite": {"type": "boolean", "default": False,
                                                 "description": "本地文件已存在时是否覆盖。"}})],
      rationale="Whether a write replaces the user's existing file is the one effect a model "
                "must know before it picks a path; a tool that does not say so leaves it to "
                "check for nothing or to destroy a file.")
def check_overwrite_unstated(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if ctx.index.root is None or (ctx.name_verb.verb or "").lower() not in _PLACING_VERBS | _MAKING_VERBS:
        return
    tops = list(ctx.index.top_level_properties())
    if any(snake_name(n.name) in _CHOICE_NAMES or "overwrite" in split_name(n.name or "") for n in tops):
        return
    if any(SAYS_OVERWRITE.search(text) for _, text in ctx.model_texts):
        return
    if _WRITES_NOTHING.search(ctx.description):
        return  # "download is not supported", "save_path (unused)": the call puts no file anywhere
    for node in tops:
        if not _destination(ctx, node):
            continue
        if _into_directory(ctx, node) and not _TREE.search(ctx.description):
            # a folder the tool names the file in after its source (a paper's PDF under its id):
            # what is there is an earlier copy of the same thing (fresh reviewers, a paper
            # server's eighteen downloads: 0 useful, "re-downloading the same paper is
            # harmless"): info
            yield Hit(node.pointer, f"`{tool.name}` saves into the folder `{node.name}` names; say "
                                    "what it does when a file of the same name is already there.",
                      severity="info")
            return
        if has_cjk(ctx.description):
            message = (f"`{tool.name}` 写入 `{node.name}` 指定的位置，但没有说明那里已有文件时会怎样"
                       "（覆盖、报错还是另起名字）：请写明，模型才知道是否要先检查。")
        else:
            message = (f"`{tool.name}` writes to the path in `{node.name}`, but no text says what "
                       "happens when something is already there (overwritten, an error, a new "
                       "name): say it, so the model knows whether to check first.")
        yield Hit(node.pointer, message)
        return


# A tool whose own text says it writes no file: "download is not supported", "Directory to save
# the PDF (unused)", "returns a message that direct download is not supported", "不支持下载"
_WRITES_NOTHING = re.compile(r"\b(?:download|saving|writing)\s+(?:is\s+)?not\s+supported\b|"
                             r"\bnot\s+supported\b[^.\n]{0,40}\bdownload|\bmetadata[- ]only\b|"
                             r"\(unused\)|\bno\s+(?:pdf|file)\s+access\b|不支持下载|无法下载", re.I)
# A destination that is a folder: its name says so (`output_dir`), or its text ("Directory to save
# the PDF", "保存目录")
_FOLDER_TEXT = re.compile(r"^\W*(?:the\s+)?(?:directory|folder|dir)\b|"
                          r"\b(?:directory|folder)\s+(?:to|where|in which|for)\b|"
                          r"(?:保存|下载|输出)(?:的)?(?:目录|文件夹)", re.I)


# A whole tree copied into the folder ("递归下载整个目录", "recursively"): its files keep their
# source names and may land on the user's own files there
_TREE = re.compile(r"\brecursive|\b(?:whole|entire)\s+(?:directory|folder|tree)\b|递归|整个(?:目录|文件夹)", re.I)


def _into_directory(ctx: ToolContext, node: SchemaNode) -> bool:
    tokens = split_name(node.name or "")
    text = f"{node.description} {ctx.passage_of(node)}"
    return (bool(tokens[-1:]) and tokens[-1] in _DIR_LAST) or _FOLDER_TEXT.search(text) is not None

