import { fileTypeFromBuffer } from "file-type";
