# Reads every podspec with a stand-in for CocoaPods' Pod::Spec (no CocoaPods on Linux) and checks
# that Switchyard's runtime pods are Package.swift's runtime targets: one podspec per target of the
# library products (but `_SwitchyardTools`) and of their dependencies, each with exactly the
# target's files (globs expanded as CocoaPods expands them), its dependencies at the pod's own
# version, the package's platforms and Swift language mode, and the version of the newest release
# in CHANGELOG.md. The example feature pods (Examples/CocoaPods) must have a script phase that runs
# before compiling, with declared input and output files, and run `route-generator`; the "Build
# Systems" article shows the example pod and its Podfile as they are.
#
# Usage: ruby Scripts/podspec-check.rb DESCRIBE.json   (`swift package describe --type json`)
#        ruby Scripts/podspec-check.rb --script PODSPEC   prints the first script phase's script
# Run by Scripts/podspec-check.sh. Exits 1 listing every difference.
require 'json'

module Pod
  # The attributes of CocoaPods' specification DSL the podspecs may use; any other is a mistake
  # (CocoaPods would refuse it too), so the stand-in refuses it, naming it.
  ATTRIBUTES = %w[
    name version summary description homepage license authors author source swift_versions
    source_files exclude_files public_header_files private_header_files pod_target_xcconfig
    user_target_xcconfig module_name static_framework frameworks libraries requires_arc
    preserve_paths module_map script_phases cocoapods_version readme changelog documentation_url
  ].freeze

  # Records what a podspec declares: attributes, dependencies, per-platform deployment targets,
  # subspecs and script phases.
  class Spec
    attr_reader :attributes, :dependencies, :deployment_targets, :subspecs

    # `s.ios`, `s.osx`, … : records `deployment_target`, and refuses anything else.
    class Platform
      def initialize(spec, name)
        @spec = spec
        @name = name
      end

      def deployment_target=(version)
        @spec.deployment_targets[@name] = version
      end

      def method_missing(name, *)
        raise NoMethodError, "the Pod::Spec stand-in (Scripts/podspec-check.rb) does not know s.#{@name}.#{name}"
      end

      def respond_to_missing?(*) = false
    end

    def initialize(parent = nil, name = nil)
      @attributes = {}
      @dependencies = {}
      @deployment_targets = {}
      @subspecs = []
      @attributes['name'] = parent ? "#{parent.name}/#{name}" : name
      yield self if block_given?
    end

    def dependency(name, *requirements)
      @dependencies[name] = requirements
    end

    def subspec(name, &block)
      @subspecs << Spec.new(self, name, &block)
    end

    def script_phase=(phase)
      @attributes['script_phases'] = [phase]
    end

    def ios = Platform.new(self, 'ios')
    def osx = Platform.new(self, 'osx')
    alias macos osx
    def tvos = Platform.new(self, 'tvos')
    def watchos = Platform.new(self, 'watchos')
    def visionos = Platform.new(self, 'visionos')

    def method_missing(name, *arguments)
      attribute = name.to_s.delete_suffix('=')
      unless ATTRIBUTES.include?(attribute)
        raise NoMethodError, "the Pod::Spec stand-in (Scripts/podspec-check.rb) does not know s.#{attribute}"
      end
      return @attributes[attribute] unless name.to_s.end_with?('=')

      @attributes[attribute] = arguments.first
    end

    def respond_to_missing?(name, include_private = false)
      ATTRIBUTES.include?(name.to_s.delete_suffix('=')) || super
    end

    # Loads a podspec as CocoaPods does: the file's value is the spec.
    def self.from_file(path)
      spec = eval(File.read(path), TOPLEVEL_BINDING.dup, path) # rubocop:disable Security/Eval
      raise "#{path}: the file's value is not a Pod::Spec" unless spec.is_a?(Spec)

      spec
    end
  end
end

# The files a spec's patterns name, relative to `root` (the podspec's folder): CocoaPods' globs
# (`**`, `{a,b}`), files only, minus `exclude_files`.
def expand(root, patterns, excluded = [])
  glob = ->(list) { Array(list).flat_map { |pattern| Dir.glob(pattern, base: root) } }
  (glob.call(patterns) - glob.call(excluded)).select { |file| File.file?(File.join(root, file)) }.sort.uniq
end

if ARGV[0] == '--script'
  puts Array(Pod::Spec.from_file(ARGV[1]).script_phases).first&.fetch(:script)
  exit 0
end

root = File.expand_path('..', __dir__)
package = JSON.parse(File.read(ARGV.fetch(0)))
problems = []

# The runtime targets: those of the library products an app links (not `_` products, not tools or
# plugins), and every target they depend on.
targets = package['targets'].to_h { |target| [target['name'], target] }
runtime = package['products']
          .select { |product| product['type'].key?('library') && !product['name'].start_with?('_') }
          .flat_map { |product| product['targets'] }
loop do
  closure = (runtime + runtime.flat_map { |name| targets.fetch(name).fetch('target_dependencies', []) }).uniq
  break if closure.size == runtime.size

  runtime = closure
end
podspecs = Dir.glob('*.podspec', base: root).sort
expected = runtime.map { |name| "#{name}.podspec" }.sort
(expected - podspecs).each { |file| problems << "#{file} is missing: Package.swift's library products link target #{file.delete_suffix('.podspec')}" }
(podspecs - expected).each { |file| problems << "#{file}: Package.swift's library products have no target #{file.delete_suffix('.podspec')}" }

version = File.read(File.join(root, 'CHANGELOG.md'))[/^## \[(\d+\.\d+\.\d+)\]/, 1]
platforms = package['platforms'].to_h { |platform| [platform['name'] == 'macos' ? 'osx' : platform['name'], platform['version']] }
swift_versions = package['swift_languages_versions'].map { |mode| mode.include?('.') ? mode : "#{mode}.0" }

(expected & podspecs).each do |file|
  spec = Pod::Spec.from_file(File.join(root, file))
  target = targets.fetch(file.delete_suffix('.podspec'))
  say = ->(message) { problems << "#{file}: #{message}" }
  say.call("s.name is #{spec.name.inspect}, not #{target['name'].inspect}") unless spec.name == target['name']
  say.call("s.version is #{spec.version.inspect}: set it to CHANGELOG.md's newest release, #{version}") unless spec.version == version
  unless spec.deployment_targets == platforms
    say.call("deployment targets #{spec.deployment_targets} are not Package.swift's platforms #{platforms}")
  end
  clang = target['module_type'] == 'ClangTarget'
  if !clang && spec.swift_versions != swift_versions
    say.call("s.swift_versions is #{spec.swift_versions.inspect}, not Package.swift's language modes #{swift_versions}")
  end
  say.call('has subspecs; the runtime is one pod per module') unless spec.subspecs.empty?

  # The target's files: its sources as SwiftPM lists them, and a C target's headers.
  path = target['path']
  files = target['sources'].map { |source| File.join(path, source) }
  files += Dir.glob("#{path}/**/*.h", base: root) if clang
  pod_files = expand(root, spec.source_files, spec.exclude_files)
  (files.sort - pod_files).each { |f| say.call("Package.swift's target #{target['name']} has #{f}, the podspec's source_files do not: widen them") }
  (pod_files - files).each { |f| say.call("the podspec's source_files have #{f}, Package.swift's target #{target['name']} does not: exclude_files") }
  if clang
    public_headers = Dir.glob("#{path}/include/**/*.h", base: root).sort
    pod_headers = expand(root, spec.public_header_files)
    say.call("public_header_files are #{pod_headers}, not the target's include/ #{public_headers}") unless pod_headers == public_headers
  end

  dependencies = target.fetch('target_dependencies', []) + target.fetch('product_dependencies', [])
  (dependencies - spec.dependencies.keys).each do |name|
    say.call("Package.swift's target depends on #{name}, the podspec does not: add s.dependency '#{name}', s.version.to_s")
  end
  (spec.dependencies.keys - dependencies).each do |name|
    say.call("depends on #{name}, Package.swift's target does not: remove s.dependency '#{name}'")
  end
  spec.dependencies.each do |name, requirements|
    say.call("depends on #{name} #{requirements}, not at its own version #{spec.version}") unless requirements == [spec.version]
  end
end

# The example feature pods: a script phase before compiling, with inputs and outputs, that runs
# route-generator; source files that exist; dependencies that are runtime pods.
Dir.glob('Examples/CocoaPods/*.podspec', base: root).sort.each do |file|
  spec = Pod::Spec.from_file(File.join(root, file))
  say = ->(message) { problems << "#{file}: #{message}" }
  phases = Array(spec.script_phases)
  say.call('has no script phase') if phases.empty?
  phases.each do |phase|
    say.call("#{phase[:name]}: runs #{phase[:execution_position].inspect}, not :before_compile") unless phase[:execution_position] == :before_compile
    %i[input_files output_files].each { |key| say.call("#{phase[:name]}: declares no #{key}") if Array(phase[key]).empty? }
    say.call("#{phase[:name]}: does not run route-generator") unless phase[:script].to_s.include?('route-generator')
  end
  folder = File.dirname(File.join(root, file))
  Array(spec.source_files).each do |pattern|
    say.call("source_files' #{pattern} names no file") if expand(folder, pattern).empty?
  end
  (spec.dependencies.keys - runtime).each { |name| say.call("depends on #{name}, which is not one of Switchyard's pods") }
end

# The article shows the example pod and its Podfile as they are (from `Pod::Spec.new` and from
# `platform`, after their header comments).
article = File.read(File.join(root, 'Sources/Switchyard/Switchyard.docc/BuildSystems.md'))
{ 'Examples/CocoaPods/Cart.podspec' => 'Pod::Spec.new', 'Examples/CocoaPods/Podfile' => 'platform ' }.each do |file, from|
  text = File.read(File.join(root, file))
  shown = text[text.index(from)..]
  problems << "#{file}: BuildSystems.md does not show it as it is (from `#{from.strip}` on)" unless article.include?("```ruby\n#{shown}```")
end

if problems.empty?
  puts "podspec-check: #{expected.size} runtime podspecs match Package.swift's targets (files, dependencies, " \
       "platforms, Swift #{swift_versions.join(', ')}) and CHANGELOG.md's #{version}; the example pods' script phases run before " \
       'compiling; the article shows the example as it is'
else
  problems.each { |problem| warn "podspec-check: #{problem}" }
  exit 1
end
