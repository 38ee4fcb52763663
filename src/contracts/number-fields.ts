/** A whole-number field of a back-office form, with messages that name it ("Usage limit must be at least 1"). */
import { z } from 'zod';

export const wholeNumberField = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
