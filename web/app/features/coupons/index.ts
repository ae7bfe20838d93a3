// This feature has only staff screens, which the dashboard's routes import from staff/index.ts;
// nothing of it is for the shop's other pages yet.
export {};
