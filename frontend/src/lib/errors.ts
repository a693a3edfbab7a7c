// One error shape for every failure: {type, code, message, param}, whichever transport produced it.
import type { ApiErrorBody } from "./types";

/** ApiError carries the service's error object; pages show it, never swallow it. */
export class ApiError extends Error implements ApiErrorBody {
  type: string;
  code: string;
  param: string | null;

  constructor(body: ApiErrorBody) {
    super(body.message || body.code || "Unknown error");
    this.name = "ApiError";
    this.type = body.type || "api_error";
    this.code = body.code || "unknown";
    this.param = body.param ?? null;
  }
}

function isErrorBody(v: unknown): v is ApiErrorBody {
  return typeof v === "object" && v !== null && "message" in v && ("code" in v || "type" in v);
}

/** toApiError normalises anything thrown (Wails rejection, bridge body, JS error) into an ApiError. */
export function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (typeof e === "string") {
    // Wails without an ErrorFormatter rejects with a string; it may hold the JSON object.
    try {
      return toApiError(JSON.parse(e));
    } catch {
      return new ApiError({ type: "api_error", code: "unknown", message: e });
    }
  }
  if (typeof e === "object" && e !== null && "error" in e && isErrorBody((e as { error: unknown }).error)) {
    return new ApiError((e as { error: ApiErrorBody }).error);
  }
  if (isErrorBody(e)) return new ApiError(e);
  if (e instanceof Error) return new ApiError({ type: "api_error", code: "client_error", message: e.message });
  return new ApiError({ type: "api_error", code: "unknown", message: String(e) });
}
