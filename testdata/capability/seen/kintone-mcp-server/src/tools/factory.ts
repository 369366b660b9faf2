import type { z, ZodRawShape, ZodTypeAny } from "zod";
