import { HOME_DRAWINGS } from "./drawings-home";
import { PET_LIGHTING_DRAWINGS } from "./drawings-pets-lighting";

export const DRAWINGS = { ...HOME_DRAWINGS, ...PET_LIGHTING_DRAWINGS };

export type DrawingKey = keyof typeof DRAWINGS;
