# SwitchyardRelocationDelivery: Package.swift's target of that name, as a pod. Switchyard's runtime is one pod per
# module, each with its target's files and dependencies (the "Build Systems" article, CocoaPods);
# Scripts/podspec-check.sh keeps the files, dependencies, platforms and version in step with
# Package.swift and CHANGELOG.md.
Pod::Spec.new do |s|
  s.name = 'SwitchyardRelocationDelivery'
  s.version = '0.2.0'
  s.summary = "Switchyard's relocation delivery: the HTTP loader, the on-disk store, verifiers, the JSON codec."
  s.homepage = 'https://github.com/example/switchyard'
  s.license = { :type => 'Apache-2.0', :file => 'LICENSE' }
  s.authors = 'Switchyard maintainers'
  s.source = { :git => 'https://github.com/example/switchyard.git', :tag => s.version.to_s }
  s.ios.deployment_target = '15.0'
  s.osx.deployment_target = '12.0'
  s.tvos.deployment_target = '15.0'
  s.watchos.deployment_target = '8.0'
  s.swift_versions = ['6.0']
  s.source_files = 'Sources/SwitchyardRelocationDelivery/**/*.swift'
  # `package` declarations are shared across Switchyard's modules, as in SwiftPM's one package.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '$(inherited) -package-name Switchyard' }
  s.dependency 'Switchyard', s.version.to_s
  s.dependency 'SwitchyardRelocation', s.version.to_s
  s.dependency 'SwitchyardJSON', s.version.to_s
end
