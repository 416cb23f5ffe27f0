// The details step of every order wizard, as its own chunk with its form's checks (zod): a wizard shows its first
// step without it and fetches it once that step is valid (docs/decisions/033).
import { lazy } from 'react';

export const loadDetailsStep = () => import('./details-step');

export const DetailsStep = lazy(() => loadDetailsStep().then((module) => ({ default: module.DetailsStep })));
