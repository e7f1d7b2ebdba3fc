# A feature pod whose pages Switchyard routes to, with committed output (the "Build Systems"
# article, CocoaPods): Generated/Cart/SwitchyardRoutes.swift is in source_files, and a script phase
# runs `route-generator export-generated --check` before every compile, so a page added without
# regenerating stops the build, naming the command. Scripts/podspec-check.sh reads this file with a
# stand-in for Pod::Spec and runs the phase's script on Linux.
Pod::Spec.new do |s|
  s.name = 'Cart'
  s.version = '1.0.0'
  s.summary = 'An example feature pod whose pages Switchyard routes to.'
  s.homepage = 'https://github.com/example/switchyard'
  s.license = { :type => 'Apache-2.0' }
  s.authors = 'Switchyard maintainers'
  s.source = { :git => 'https://github.com/example/shop.git', :tag => s.version.to_s }
  s.ios.deployment_target = '15.0'
  s.swift_versions = ['6.0']
  s.source_files = ['Cart/**/*.swift', 'Generated/Cart/SwitchyardRoutes.swift']
  s.dependency 'Switchyard', '0.2.0'
  s.script_phases = [{
    :name => 'Switchyard routes: Generated/Cart is current',
    :execution_position => :before_compile,
    :shell_path => '/bin/bash',
    :input_files => Dir.glob('Cart/**/*.swift', base: __dir__).sort.map { |file| "${PODS_TARGET_SRCROOT}/#{file}" } +
      ['${PODS_TARGET_SRCROOT}/Generated/Cart/SwitchyardRoutes.swift'],
    :output_files => ['${DERIVED_FILE_DIR}/Cart.switchyard-checked'],
    :script => <<~'SCRIPT',
      set -euo pipefail
      cd "${PODS_TARGET_SRCROOT}"
      sources=()
      while IFS= read -r file; do sources+=(--source "$file"); done < <(find Cart -name '*.swift' | LC_ALL=C sort)
      "${ROUTE_GENERATOR:?set ROUTE_GENERATOR to route-generator (swift build -c release --product route-generator)}" \
        export-generated --module Cart --output-directory Generated --regenerate 'Scripts/podspec-check.sh regenerate' \
        "${sources[@]}" --check
      touch "${DERIVED_FILE_DIR}/Cart.switchyard-checked"
    SCRIPT
  }]
end
