#!/usr/bin/env python3
"""Checks the GitHub Actions workflow in docs/CI.md, the file a team copies.

1. Its YAML parses (PyYAML) and has a workflow's shape: `on`, `jobs`, each
   job with `runs-on` and `steps`, each step with `uses` or `run`, every
   `needs` naming a job; HARK_RECORD or TEST_RUNNER_HARK_RECORD is `never`.
2. Every `hark` command line in a `run:` script is accepted by hark's own
   parser: it is run with the real binary in a scratch folder where its
   files exist (a word with a shell variable becomes a sample file, a path
   ending in / a folder of samples), and must exit 0 or 1 (64 is a usage
   error, 65 and 66 a file hark could not read). Output redirected to a
   .sarif file must be one SARIF 2.1.0 log.

Usage: workflow_check.py HARK DOC [SAMPLE...]
DOC is a Markdown page (each ```yaml block is a workflow) or a workflow file
(.yml), such as the project's own .github/workflows/ci.yml.
"""
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

try:
    import yaml
except ImportError:
    sys.exit("workflow-check: needs PyYAML (python3 -m pip install PyYAML)")

CONTROL = {";", "&&", "||", "|", "&", "(", ")", "\n"}
KEYWORDS = {"do", "then", "else", "if", "while", "until", "!", "time", "{"}
REDIRECTS = {">", ">>", "<", ">&", "&>"}


def fail(message):
    sys.exit(f"workflow-check: {message}")


def workflows(markdown):
    blocks = re.findall(r"^```ya?ml\n(.*?)^```", markdown, flags=re.M | re.S)
    if not blocks:
        fail("no ```yaml block")
    return blocks


def check_shape(workflow):
    if not isinstance(workflow, dict):
        fail("the workflow is not a mapping")
    # YAML 1.1 reads a bare `on` key as true.
    if "on" not in workflow and True not in workflow:
        fail("the workflow has no 'on'")
    jobs = workflow.get("jobs")
    if not isinstance(jobs, dict) or not jobs:
        fail("the workflow has no jobs")
    for name, job in jobs.items():
        if "runs-on" not in job:
            fail(f"job {name} has no runs-on")
        needs = job.get("needs", [])
        for need in [needs] if isinstance(needs, str) else needs:
            if need not in jobs:
                fail(f"job {name} needs {need}, which is no job")
        steps = job.get("steps")
        if not isinstance(steps, list) or not steps:
            fail(f"job {name} has no steps")
        for index, step in enumerate(steps):
            if not isinstance(step, dict) or ("uses" in step) == ("run" in step):
                fail(f"job {name}, step {index + 1}: give one of 'uses' and 'run'")


def environments(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "env" and isinstance(value, dict):
                yield value
            yield from environments(value)
    elif isinstance(node, list):
        for item in node:
            yield from environments(item)


def scripts(workflow):
    for name, job in workflow["jobs"].items():
        for step in job["steps"]:
            if "run" in step:
                yield name, step.get("name", step["run"].split("\n")[0]), step["run"]


def hark_commands(script):
    """Each `hark …` in a shell script: (arguments, stdout target or None)."""
    tokens = []
    for line in script.replace("\\\n", " ").split("\n"):
        lexer = shlex.shlex(line, posix=True, punctuation_chars=";&|()<>")
        lexer.whitespace_split = True
        tokens += list(lexer) + ["\n"]
    commands, index, at_start = [], 0, True
    while index < len(tokens):
        token = tokens[index]
        if token in CONTROL:
            at_start = True
        elif at_start and token in KEYWORDS:
            pass
        elif at_start and (token == "hark" or token.endswith("/hark")):
            arguments, output, index = [], None, index + 1
            while index < len(tokens) and tokens[index] not in CONTROL:
                word = tokens[index]
                if word.isdigit() and index + 1 < len(tokens) and tokens[index + 1] in REDIRECTS:
                    index += 1
                    word = tokens[index]
                if word in REDIRECTS:
                    index += 1
                    if word in (">", ">>") and index < len(tokens):
                        output = tokens[index]
                else:
                    arguments.append(word)
                index += 1
            commands.append((arguments, output))
            at_start = True
            continue
        else:
            at_start = False
        index += 1
    return commands


def prepare(arguments, scratch, samples):
    """The arguments with shell variables replaced, and their files made."""
    ready = []
    for word in arguments:
        if word.startswith("-") or not ("/" in word or "$" in word or re.search(r"\.(json|txt|xml)$", word)):
            ready.append(word)
            continue
        if "$" in word:
            word = os.path.join("variables", re.sub(r"[^A-Za-z0-9._-]", "_", word) + ".json")
        make_sample(scratch, word, samples)
        ready.append(word)
    return ready


def make_sample(scratch, word, samples):
    """The file or folder a command line names, made in the scratch folder:
    a folder (ending in /) holds every sample, a file is the first."""
    path = os.path.join(scratch, word)
    if word.endswith("/"):
        os.makedirs(path, exist_ok=True)
        for sample in samples:
            shutil.copy(sample, path)
    elif not os.path.exists(path):
        os.makedirs(os.path.dirname(path) or scratch, exist_ok=True)
        shutil.copy(samples[0], path)


def main():
    if len(sys.argv) < 3:
        fail("usage: workflow_check.py HARK DOC [SAMPLE...]")
    hark, doc = os.path.abspath(sys.argv[1]), sys.argv[2]
    samples = [os.path.abspath(s) for s in sys.argv[3:]] or [os.path.abspath("Samples/Settings.json")]
    with open(doc, encoding="utf-8") as file:
        text = file.read()
    # A workflow file is one workflow; a Markdown page holds ```yaml blocks.
    is_workflow_file = doc.endswith((".yml", ".yaml"))
    blocks = [text] if is_workflow_file else workflows(text)
    checked = 0
    for block in blocks:
        try:
            workflow = yaml.safe_load(block)
        except yaml.YAMLError as error:
            fail(f"{doc}: the YAML does not parse: {error}")
        check_shape(workflow)
        if not any(
            str(env.get(key)).lower() == "never" for env in environments(workflow)
            for key in ("HARK_RECORD", "TEST_RUNNER_HARK_RECORD")
        ):
            fail("no HARK_RECORD: never (HarkTesting must not record references in CI)")
        for job, step, script in scripts(workflow):
            for arguments, output in hark_commands(script):
                with tempfile.TemporaryDirectory() as scratch:
                    ready = prepare(arguments, scratch, samples)
                    result = subprocess.run(
                        [hark, *ready], cwd=scratch, stdin=subprocess.DEVNULL, capture_output=True, text=True)
                    line = "hark " + " ".join(shlex.quote(word) for word in arguments)
                    if result.returncode not in (0, 1):
                        fail(f"job {job}, step '{step}': `{line}` exited {result.returncode}: {result.stderr.strip()}")
                    if output and output.endswith(".sarif"):
                        try:
                            log = json.loads(result.stdout)
                        except json.JSONDecodeError as error:
                            fail(f"`{line}` wrote no JSON to {output}: {error}")
                        if log.get("version") != "2.1.0" or len(log.get("runs", [])) != 1:
                            fail(f"`{line}` wrote no single-run SARIF 2.1.0 log to {output}")
                    print(f"workflow: job {job}: `{line}` accepted (exit {result.returncode})")
                    checked += 1
    # A workflow that runs hark through the action (uses: …/hark@…) may have no hark line of its own:
    # .ci/action_check.py runs the action with each step's inputs.
    uses_action = re.search(r"uses: \S*/hark@", text)
    if checked == 0 and not is_workflow_file and not uses_action:
        fail("no hark command line in the workflow, and no step that uses the action")
    print(f"workflow-check: {len(blocks)} workflow(s) parse; {checked} hark command lines accepted")


if __name__ == "__main__":
    main()
