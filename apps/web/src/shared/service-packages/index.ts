export { PackageOptionsPrompt, type PackageOptionsPromptProps } from './PackageOptionsPrompt';
export { ServicePackageDropdown, type ServicePackageDropdownProps } from './ServicePackageDropdown';
