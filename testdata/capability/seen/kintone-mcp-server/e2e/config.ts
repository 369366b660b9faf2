import z from "zod";
