export { type IconComponent, type IconProps, icon } from './icon';
export * from './icons';
