import type { ZodError } from "zod/v4";
