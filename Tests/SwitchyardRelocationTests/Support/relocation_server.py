#!/usr/bin/env python3
"""Scripted HTTP server for RelocationLoaderTests.

Binds 127.0.0.1 on an ephemeral port, prints the port on stdout, and serves:
  /fresh      200 with ETag "v1" and a signed batch; 304 when If-None-Match is "v1"
  /flaky      500 on the first request, then 200 with a signed batch
  /down       503 always
  /slow       waits 3 s, then 200 (for client timeouts)
  /badsig     200 with a signature that does not match the body
  /truncated  200 whose Content-Length is larger than the body, then the connection closes
  /gzip       200 with Content-Encoding: gzip (Content-Length counts the compressed bytes)
  /stats      the number of requests per path and the If-None-Match values seen, as JSON
Signatures are "crc32:<8 hex digits>" of the body (a test double; apps use HMAC or P-256).
The server exits when stdin closes, so it never outlives the test process.
"""
import gzip
import json
import os
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

REDIRECT = {"routerType": 1, "orginPath": "app://item/:id", "targetPath": "app://product/:id", "params": {"via": "server"}}
BATCHES = {
    "/fresh": {"version": 1, "rules": [REDIRECT]},
    "/flaky": {"version": 2, "rules": [REDIRECT]},
    "/slow": {"version": 3, "rules": [REDIRECT]},
    "/badsig": {"version": 4, "rules": [REDIRECT]},
    "/truncated": {"version": 5, "rules": [REDIRECT]},
    "/gzip": {"version": 6, "rules": [REDIRECT]},
}
ETAG = '"v1"'

lock = threading.Lock()
counts = {}
seen_etags = {}


def encode(obj):
    return json.dumps(obj, sort_keys=True, separators=(",", ":")).encode()


def signature(body):
    return "crc32:%08x" % (zlib.crc32(body) & 0xFFFFFFFF)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body=b"", headers=None, length=None):
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body) if length is None else length))
        self.end_headers()
        if body:
            self.wfile.write(body)
        self.wfile.flush()

    def do_GET(self):
        path = self.path.split("?")[0]
        with lock:
            count = counts[path] = counts.get(path, 0) + 1
            seen_etags.setdefault(path, []).append(self.headers.get("If-None-Match"))
        try:
            self.route(path, count)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def route(self, path, count):
        if path == "/stats":
            with lock:
                self.send(200, encode({"counts": counts, "etags": seen_etags}), {"Content-Type": "application/json"})
            return
        if path == "/down":
            self.send(503, b"down")
            return
        if path == "/flaky" and count == 1:
            self.send(500, b"try again")
            return
        if path not in BATCHES:
            self.send(404, b"no such path")
            return
        if path == "/slow":
            time.sleep(3)
        body = encode(BATCHES[path])
        headers = {"Content-Type": "application/json", "X-Signature": signature(body)}
        if path == "/fresh":
            headers["ETag"] = ETAG
            if self.headers.get("If-None-Match") == ETAG:
                self.send(304, b"", {"ETag": ETAG})
                return
        if path == "/badsig":
            headers["X-Signature"] = "crc32:00000000"
        if path == "/truncated":
            self.close_connection = True
            self.send(200, body[: len(body) // 2], headers, length=len(body) + 100)
            return
        if path == "/gzip":
            # The signature covers the JSON, as URLSession hands the decoded body to the verifier.
            headers["Content-Encoding"] = "gzip"
            self.send(200, gzip.compress(body, mtime=0), headers)
            return
        self.send(200, body, headers)


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)

    def watch_stdin():
        sys.stdin.read()
        os._exit(0)

    threading.Thread(target=watch_stdin, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
