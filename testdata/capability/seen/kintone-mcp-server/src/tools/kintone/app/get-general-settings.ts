import { z } from "zod";
