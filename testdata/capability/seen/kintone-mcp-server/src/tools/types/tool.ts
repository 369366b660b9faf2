import type { KintoneRestAPIClient } from "@kintone/rest-api-client";
