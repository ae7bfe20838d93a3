export type { IconComponent } from './icon';
export * from './icons';
