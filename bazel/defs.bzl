"""`tip_library`: `.tip` files compiled by tipc in hermetic actions.

Every source is compiled by an action of its own that reads exactly its declared inputs: the
source, the files of `deps` (which it may import), the strings tables, the font files and tipc
itself. Its outputs depend on nothing else (tipc runs with `--no-system-fonts` and names each
source relative to its repository), so the actions can be cached and run remotely over the
Remote Execution API. See docs/bazel.md.
"""

TipInfo = provider(
    doc = "What the sources of a tip_library and of its dependents may read.",
    fields = {
        "files": "depset of the .tip files, strings tables and font files of the library and of its deps",
    },
)

_EMIT_KINDS = ["json", "sheet", "svg", "swift"]

def _repository_root(file):
    """The folder a file's repository starts at, as the action sees it (never empty)."""
    parts = [part for part in [file.root.path, file.owner.workspace_root] if part]
    return "/".join(parts) if parts else "."

def _stem(file):
    """The name of a source's outputs: its file name without `.tip`."""
    return file.basename[:-len(".tip")]

def _layout_options(ctx):
    """The options that change a layout: the locales and text sizes it is made in."""
    options = []
    if ctx.attr.locales:
        options += ["--locales", ",".join(ctx.attr.locales)]
    if ctx.attr.size_categories:
        options += ["--size-categories", ",".join(ctx.attr.size_categories)]
    return options

def _compile(ctx, sources, outputs, output_folder, emit, inputs, options, mnemonic, message):
    """One tipc action: `tipc build SOURCES -o OUTPUT_FOLDER --emit EMIT`."""
    args = ctx.actions.args()
    args.add("build")
    args.add_all(sources)
    args.add("-o", output_folder)
    args.add("--emit", emit)
    args.add("--source-root", _repository_root(sources[0]))
    args.add("--no-system-fonts")
    args.add("--diagnostic-format", "short")
    args.add_all(options)
    ctx.actions.run(
        executable = ctx.executable.tipc,
        arguments = [args],
        inputs = depset(sources, transitive = [inputs]),
        outputs = outputs,
        mnemonic = mnemonic,
        progress_message = message,
    )

def _tip_library_impl(ctx):
    for kind in ctx.attr.emit:
        if kind not in _EMIT_KINDS:
            fail("unknown output kind '%s' in emit (use %s)" % (kind, ", ".join(_EMIT_KINDS)), attr = "emit")
    stems = {}
    for source in ctx.files.srcs:
        if _stem(source) in stems:
            fail("'%s' and '%s' would both write %s/%s.json" % (
                stems[_stem(source)].short_path,
                source.short_path,
                ctx.label.name,
                _stem(source),
            ), attr = "srcs")
        stems[_stem(source)] = source

    # A source reads the files of its deps, the strings tables and the fonts, not its siblings:
    # a change to one source reruns its own actions and the Swift accessors only.
    reads = depset(ctx.files.strings + ctx.files.fonts, transitive = [dep[TipInfo].files for dep in ctx.attr.deps])
    folder = ctx.label.name + "/"
    layout_options = _layout_options(ctx)
    groups = {"json": [], "sheet": [], "svg": [], "swift": []}

    for source in ctx.files.srcs:
        stem = _stem(source)
        kinds = [kind for kind in ["json", "sheet"] if kind in ctx.attr.emit]
        if kinds:
            extensions = {"json": ".json", "sheet": ".svg"}
            outputs = [ctx.actions.declare_file(folder + stem + extensions[kind]) for kind in kinds]
            for kind, output in zip(kinds, outputs):
                groups[kind].append(output)
            _compile(ctx, [source], outputs, outputs[0].dirname, ",".join(kinds), reads, layout_options,
                     "TipCompile", "Compiling %s with tipc" % source.short_path)
        if "svg" in ctx.attr.emit:
            components = ctx.actions.declare_directory(folder + stem + ".components")
            groups["svg"].append(components)
            _compile(ctx, [source], [components], components.path, "svg", reads, layout_options,
                     "TipComponents", "Drawing the components of %s with tipc" % source.short_path)

    if "swift" in ctx.attr.emit and ctx.files.srcs:
        accessors = ctx.actions.declare_file(folder + "TipAccessors.swift")
        groups["swift"].append(accessors)
        _compile(ctx, ctx.files.srcs, [accessors], accessors.dirname, "swift", reads, [],
                 "TipAccessors", "Writing the Swift accessors of %s with tipc" % ctx.label)

    every_output = groups["json"] + groups["sheet"] + groups["svg"] + groups["swift"]
    return [
        DefaultInfo(files = depset(every_output)),
        OutputGroupInfo(
            json = depset(groups["json"]),
            sheets = depset(groups["sheet"]),
            svgs = depset(groups["svg"]),
            swift = depset(groups["swift"]),
        ),
        TipInfo(files = depset(ctx.files.srcs, transitive = [reads])),
    ]

tip_library = rule(
    implementation = _tip_library_impl,
    doc = """Compiles `.tip` files with tipc.

Outputs, in a folder named after the target: `<name>/<stem>.json` for each source (`emit`
json), `<name>/<stem>.svg`, its review sheet (sheet), `<name>/<stem>.components/`, a folder of
`<stem>.<Component>.svg` (svg), and `<name>/TipAccessors.swift` for all the sources (swift).
Output groups `json`, `sheets`, `svgs` and `swift` hold each kind.""",
    attrs = {
        "srcs": attr.label_list(
            allow_files = [".tip"],
            doc = "The .tip files compiled, each by an action of its own. They may import the files of `deps`.",
        ),
        "deps": attr.label_list(
            providers = [TipInfo],
            doc = "tip_library targets whose .tip files, strings tables and fonts the sources may read.",
        ),
        "strings": attr.label_list(
            allow_files = [".xcstrings", ".strings"],
            doc = "The strings tables the sources name (`strings \"Localizable.xcstrings\"`).",
        ),
        "fonts": attr.label_list(
            allow_files = [".ttf", ".otf", ".ttc", ".otc"],
            doc = "The font files the sources declare (`font \"F\" { regular: \"F.ttf\" }`).",
        ),
        "tipc": attr.label(
            mandatory = True,
            executable = True,
            cfg = "exec",
            allow_single_file = True,
            doc = "The compiler: a prebuilt tipc executable. A new one reruns every action.",
        ),
        "locales": attr.string_list(
            doc = "tipc's --locales: the strings tables' locales laid out beside the source language (default: each file's preview, else all).",
        ),
        "size_categories": attr.string_list(
            doc = "tipc's --size-categories: the Dynamic Type sizes scaling components are laid out at in full (default: each file's preview).",
        ),
        "emit": attr.string_list(
            default = ["json", "swift"],
            doc = "Which outputs: json, sheet, svg, swift. An empty list compiles nothing: a library of files to import.",
        ),
    },
)
