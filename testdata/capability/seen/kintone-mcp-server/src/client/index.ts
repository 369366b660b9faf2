import { KintoneRestAPIClient } from "@kintone/rest-api-client";
