// What other features and pages may use of sign-in with Google and Facebook.
export { SignInMethods } from './sign-in-methods';
export { SocialButtons } from './social-buttons';
export { takeState } from './started-state';
