"""`mega-tool`: one free-text command line of a service's CLI for every read and write.

`k8s_run_kubectl(command)` "for any cluster operation: inspecting resources, applying
manifests, deleting pods, scaling" is `mega-tool-action-payload` without an `action` field: the
action is the first word of a string. A client cannot tell a `get pods` from a `delete
namespace` before the call, so it cannot auto-approve the reads and ask for the writes, and the
schema checks nothing. The text says both kinds: reads and writes of a named service CLI
(kubectl, aws, gcloud, az, helm, terraform, docker, psql...).

Not reported: a general shell or code runner of a coding agent (`execute_bash`: running
anything in its workspace is the point, and a sandbox bounds it), a CLI tool that its text or
annotations keep read-only ("read-only kubectl commands: get, describe, logs"), and a command
restricted by an `enum` or a `pattern`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.text import read_only_claim, snake_name

_COMMAND_NAMES = frozenset({"command", "cmd", "args", "arguments", "command_line", "commandline",
                            "cli_args", "subcommand", "kubectl_args", "cli_command", "命令"})
# Service CLIs whose commands both read and change shared infrastructure or data.
_SERVICE_CLI = re.compile(r"\b(?:kubectl|oc|helm|aws|gcloud|gsutil|az|terraform|docker|"
                          r"docker-compose|psql|mysql|redis-cli|mongosh|gh|heroku|flyctl|"
                          r"vercel|wrangler|ansible|pulumi|eksctl|kubeadm|istioctl)\b")
_READS = re.compile(r"\b(?:inspect\w*|get(?:ting)?|list\w*|describ\w*|view\w*|show\w*|read\w*|"
                    r"logs?|status|query\w*)\b|查看|查询|获取|列出", re.I)
_WRITES = re.compile(r"\b(?:appl(?:y|ies|ying)|delet\w*|scal(?:e|es|ing)|creat\w*|roll(?:ing)?[ -]?"
                     r"back|restart\w*|exec(?:-?ing)?|drop\w*|terminat\w*|destroy\w*|updat\w*|"
                     r"patch\w*|install\w*|mutat\w*|modif\w*|writ\w*)\b|删除|修改|创建|扩容|缩容|"
                     r"重启|回滚|部署", re.I)


def _cli_command(ctx: ToolContext):
    for node in ctx.index.top_level_properties():
        if (snake_name(node.name or "") in _COMMAND_NAMES and node.non_null_types == ("string",)
                and not any(k in node.schema for k in ("enum", "const", "pattern"))):
            return node
    return None


@rule("mega-tool-cli-passthrough", category="mega-tool", severity="warning",
      summary="A free-text command line of a service CLI (`kubectl`, `aws`, `gcloud`...) that the "
              "text says both reads and changes: offer typed tools for the reads and for each "
              "change, or keep the passthrough read-only.",
      bad=Example.of(name="cloud_run_aws_cli", description="Run an aws CLI command: list buckets, "
                     "describe instances, or terminate and create resources.",
                     properties={"command": {"type": "string", "description": "Arguments after "
                                                                              "'aws'."}}),
      good=[Example.of(name="cloud_run_aws_cli", description="Run a read-only aws CLI command "
                       "(list, describe, get).", properties={"command": {
                           "type": "string", "description": "Arguments after 'aws'."}},
                       annotations={"readOnlyHint": True}),
            Example.of(name="execute_bash", description="Run a bash command in the sandbox and "
                       "return its output; create, delete or list files as needed.",
                       properties={"command": {"type": "string"}})],
      rationale="The action is the first word of a string, so no client can ask the user before "
                "a `delete` while letting a `get` through, and no schema checks the arguments "
                "(MCP annotations describe a whole tool, https://modelcontextprotocol.io/"
                "specification/2025-06-18/server/tools). A coding agent's shell in its own "
                "workspace is the sandbox's business.")
def check_cli_passthrough(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    node = _cli_command(ctx)
    if node is None or ctx.annotations.get("readOnlyHint") is True:
        return
    text = f"{tool.name} {ctx.description} {node.description}"
    cli = _SERVICE_CLI.search(text.replace("_", " "))
    if cli is None or read_only_claim(ctx.description):
        return
    said = ctx.description
    reads, writes = _READS.search(said), _WRITES.search(said)
    if not (reads and writes):
        return
    yield Hit(node.pointer, f"`{node.name}` takes any `{cli.group(0)}` command line, and the "
                            f"description says it both reads (\"{reads.group(0)}\") and changes "
                            f"(\"{writes.group(0)}\"): a client cannot tell one call from the "
                            "other before it runs; offer typed tools for the common reads and "
                            "for each change, or keep this one read-only.")
