#!/usr/bin/env python3
"""Checks action.yml, Hark's composite GitHub Action, and the steps that use it.

1. Its YAML parses (PyYAML) and has a composite action's shape: a name and a
   description, every input with a description, `runs.using: composite`,
   each step with `uses` or `run` (and a `shell` for `run`), every
   `${{ inputs.X }}` naming an input.
2. Its `run` scripts are run with bash, as the runner runs them (`bash
   --noprofile --norc -eo pipefail`), with the hark
   just built first on PATH, in a scratch folder holding sample files, with
   the step's `env` made from the inputs: once for each case below, and
   once for each `with:` of a step in DOC that uses the action. Each run must
   exit 0, every hark command line in the scripts must have run in some case
   (bash's trace gives the lines run), and each report must be what its
   format says: one SARIF 2.1.0 log, a JUnit document (root `testsuites`),
   the diff's Markdown in the job summary.

Usage: action_check.py HARK ACTION DOC SAMPLE...
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

import yaml

from workflow_check import make_sample

INPUT = re.compile(r"\$\{\{\s*inputs\.([A-Za-z0-9_-]+)\s*\}\}")
HARK_LINE = re.compile(r"(^|[;&|(]|\)|then|do)\s*hark\s")
# What each case gives the action; files are made in the scratch folder.
CASES = [
    {"command": "audit", "files": "screens-head/"},
    {"command": "audit", "files": "screens-head/", "format": "junit", "arguments": "--strict"},
    {"command": "diff", "files": "screens-base/ screens-head/"},
    {"command": "diff", "files": "old.json new.json", "format": "text"},
    {"command": "narrate", "files": "new.json"},
]


def fail(message):
    sys.exit(f"action-check: {message}")


def check_shape(action):
    if not isinstance(action, dict) or not action.get("name") or not action.get("description"):
        fail("action.yml has no name or description")
    inputs = action.get("inputs") or {}
    for name, spec in inputs.items():
        if not isinstance(spec, dict) or not spec.get("description"):
            fail(f"input {name} has no description")
    runs = action.get("runs") or {}
    if runs.get("using") != "composite":
        fail("runs.using is not composite")
    steps = runs.get("steps")
    if not isinstance(steps, list) or not steps:
        fail("the action has no steps")
    for index, step in enumerate(steps):
        if ("uses" in step) == ("run" in step):
            fail(f"step {index + 1}: give one of 'uses' and 'run'")
        if "run" in step and "shell" not in step:
            fail(f"step {index + 1}: a composite action's run step needs a shell")
    for name in INPUT.findall(yaml.safe_dump(action)):
        if name not in inputs:
            fail(f"${{{{ inputs.{name} }}}} names no input")
    return inputs, steps


def prepare(scratch, given, samples):
    """The sample files a case's `files` names, made in the scratch folder."""
    for word in given.split():
        make_sample(scratch, word, samples)


def run_case(hark, inputs, steps, given, samples):
    """Runs the action's scripts for one set of inputs; the hark lines run."""
    values = {name: str(spec.get("default", "")) for name, spec in inputs.items()}
    values.update({name: str(value) for name, value in given.items()})
    ran = set()
    with tempfile.TemporaryDirectory() as scratch:
        prepare(scratch, values.get("files", ""), samples)
        outputs, summary = os.path.join(scratch, ".output"), os.path.join(scratch, ".summary")
        environment = dict(os.environ, PATH=os.path.dirname(hark) + os.pathsep + os.environ["PATH"],
                           GITHUB_OUTPUT=outputs, GITHUB_STEP_SUMMARY=summary, GITHUB_PATH=os.devnull,
                           GITHUB_ACTION_PATH=os.getcwd(), RUNNER_OS="Linux", RUNNER_ARCH="X64")
        for index, step in enumerate(steps):
            if "run" not in step or "hark" not in step["run"] or step.get("name", "").startswith("Build"):
                continue
            if "if" in step:
                continue
            env = dict(environment)
            for key, value in (step.get("env") or {}).items():
                env[key] = INPUT.sub(lambda match: values.get(match.group(1), ""), str(value))
            # PS4 set in the script (bash takes none from the environment as root), on its first line.
            script = "PS4='+${LINENO}: '; " + step["run"]
            result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-x", "-c", script], cwd=scratch, env=env,
                                    stdin=subprocess.DEVNULL, capture_output=True, text=True)
            if result.returncode != 0:
                fail(f"{given}: step {index + 1} exited {result.returncode}: {result.stderr.strip()[-600:]}")
            for line in result.stderr.splitlines():
                found = re.match(r"^\++(\d+): hark ", line)
                if found:
                    ran.add((index, int(found.group(1))))
        with open(outputs, encoding="utf-8") as file:
            produced = dict(line.split("=", 1) for line in file.read().splitlines() if "=" in line)
        check_report(given, values, os.path.join(scratch, produced.get("report", "")), summary)
    return ran


def check_report(given, values, report, summary):
    if not os.path.isfile(report):
        fail(f"{given}: no report at {report}")
    with open(report, encoding="utf-8") as file:
        text = file.read()
    command, form = values.get("command"), values.get("format")
    if command == "audit" and form in ("", "sarif"):
        log = json.loads(text)
        if log.get("version") != "2.1.0" or len(log.get("runs", [])) != 1:
            fail(f"{given}: the report is no single-run SARIF 2.1.0 log")
    if command == "audit" and form == "junit" and ElementTree.fromstring(text).tag != "testsuites":
        fail(f"{given}: the report is no JUnit document")
    if command == "diff":
        with open(summary, encoding="utf-8") as file:
            if file.read() != text or not text:
                fail(f"{given}: the job summary is not the diff")
    print(f"action: {given} ran (report {os.path.basename(report)}, {len(text)} bytes)")


def uses_of_action(doc):
    """The `with:` of every step in DOC's workflows that uses Hark's action."""
    with open(doc, encoding="utf-8") as file:
        text = file.read()
    for block in re.findall(r"^```ya?ml\n(.*?)^```", text, flags=re.M | re.S):
        workflow = yaml.safe_load(block)
        for job in (workflow.get("jobs") or {}).values():
            for step in job.get("steps", []):
                if re.search(r"(^|/)hark@", str(step.get("uses", ""))):
                    yield step.get("with") or {}


def main():
    if len(sys.argv) < 5:
        fail("usage: action_check.py HARK ACTION DOC SAMPLE...")
    hark, path, doc = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
    samples = [os.path.abspath(sample) for sample in sys.argv[4:]]
    with open(path, encoding="utf-8") as file:
        action = yaml.safe_load(file)
    inputs, steps = check_shape(action)
    used = list(uses_of_action(doc))
    if not used:
        fail(f"{doc} has no step that uses the action (uses: …/hark@…)")
    ran = set()
    for given in CASES + used:
        ran |= run_case(hark, inputs, steps, given, samples)
    lines = {(index, number + 1) for index, step in enumerate(steps) if "run" in step
             for number, line in enumerate(step["run"].split("\n")) if HARK_LINE.search(line)}
    if lines - ran:
        fail(f"hark command lines never run: {sorted(lines - ran)}")
    print(f"action-check: action.yml is a composite action; {len(lines)} hark command lines ran in "
          f"{len(CASES) + len(used)} cases ({len(used)} from {doc})")


if __name__ == "__main__":
    main()
