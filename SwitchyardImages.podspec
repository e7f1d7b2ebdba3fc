# SwitchyardImages: Package.swift's target of that name, as a pod. Switchyard's runtime is one pod per
# module, each with its target's files and dependencies (the "Build Systems" article, CocoaPods);
# Scripts/podspec-check.sh keeps the files, dependencies, platforms and version in step with
# Package.swift and CHANGELOG.md.
Pod::Spec.new do |s|
  s.name = 'SwitchyardImages'
  s.version = '0.2.0'
  s.summary = "What Switchyard reads of the loaded images in C (ELF sections, metadata accessors)."
  s.homepage = 'https://github.com/example/switchyard'
  s.license = { :type => 'Apache-2.0', :file => 'LICENSE' }
  s.authors = 'Switchyard maintainers'
  s.source = { :git => 'https://github.com/example/switchyard.git', :tag => s.version.to_s }
  s.ios.deployment_target = '15.0'
  s.osx.deployment_target = '12.0'
  s.tvos.deployment_target = '15.0'
  s.watchos.deployment_target = '8.0'
  s.source_files = 'Sources/SwitchyardImages/**/*.{c,h}'
  s.public_header_files = 'Sources/SwitchyardImages/include/*.h'
  # A module (SwiftPM makes one for a C target), so the Switchyard pod can `import SwitchyardImages`.
  s.pod_target_xcconfig = { 'DEFINES_MODULE' => 'YES' }
end
