export { StillNeededChecklist } from './checklist/still-needed-checklist';
export { clearAllDrafts } from './drafts';
export { onboardingRoutes } from './onboarding.routes';
