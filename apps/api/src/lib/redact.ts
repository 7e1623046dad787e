/** Query parameters that carry secrets; their values never reach a log line. */
const SECRET_PARAMETERS = ["password", "confirmpassword", "refreshtoken", "code", "token", "accesstoken"];

export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const parameters = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...parameters.keys()]) {
    if (SECRET_PARAMETERS.includes(key.toLowerCase())) parameters.set(key, "[redacted]");
  }
  return `${url.slice(0, queryStart)}?${parameters.toString()}`;
}
