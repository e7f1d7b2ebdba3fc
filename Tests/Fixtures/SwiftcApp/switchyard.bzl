"""Each module's route table from native genrules: the "Build Systems" article's two commands."""

def switchyard_routes(module, srcs, deps = [], composes = False, tool = None):
    """MODULE.summary, then MODULE/SwitchyardRoutes.swift, by route-generator.

    Args:
      module: the module's name.
      srcs: the module's Swift sources.
      deps: its dependencies, direct and indirect, whose summaries it reads.
      composes: whether the module composes the app (--composes).
      tool: route-generator's label (rules_swift_package_manager's); None: the path given with
        --define ROUTE_GENERATOR=PATH, as the fixture runs it.
    """
    command = "$(execpath %s)" % tool if tool else "$(ROUTE_GENERATOR)"
    tools = [tool] if tool else []
    sources = " ".join(["--source $(location %s)" % src for src in srcs])
    summaries = " ".join(["--dependency-summary %s=$(location :%s.summary)" % (dep, dep) for dep in deps])
    inputs = srcs + [":%s.summary" % dep for dep in deps]
    native.genrule(
        name = module + "_summary",
        srcs = inputs,
        outs = [module + ".summary", module + ".summary.swift"],
        cmd = "%s summarize --module %s --output $(location :%s.summary) %s %s" % (command, module, module, sources, summaries),
        tools = tools,
    )
    native.genrule(
        name = module + "_routes",
        srcs = inputs,
        outs = [module + "/SwitchyardRoutes.swift"],
        cmd = "%s generate-table --module %s --output $@ %s %s%s" % (
            command,
            module,
            sources,
            summaries,
            " --composes" if composes else "",
        ),
        tools = tools,
    )
