// switchyard-relocation: see RelocationTool.

RelocationTool.tool.main()
