export { type MenuAction, MenuButton } from './menu-button';
