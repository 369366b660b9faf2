import type z from "zod";
