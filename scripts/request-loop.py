#!/usr/bin/env python3
"""Sends requests without pause to a site until told to stop, then prints what it saw.

    scripts/request-loop.py URL STOP_FILE

Two clients run side by side until STOP_FILE exists: one opens a new connection for each
request (as most visitors' first request does), the other keeps one connection alive and
reuses it (as a reverse proxy does), opening a new one when the server closes it. A request
sent on a reused connection that the server closed before answering anything is sent again
on a new connection, as browsers and proxies do on their own; it is counted as `resent`,
not as a failure. Anything else that is not a 200 (a refused connection, a reset, a timeout,
another status) is a failure.

Prints one JSON object: requests answered and failed per client, the longest wait for an
answer, how many server processes answered (the prefix of X-Request-Id names the process),
and the first failures.
"""

import http.client
import json
import os
import sys
import threading
import time
import urllib.parse

TIMEOUT_SECS = 60


class Tally:
    def __init__(self):
        self.answered = 0
        self.failed = 0
        self.resent = 0
        self.longest_ms = 0.0
        self.processes = set()
        self.failures = []
        self.lock = threading.Lock()

    def answer(self, response, started):
        waited = (time.monotonic() - started) * 1000
        with self.lock:
            self.longest_ms = max(self.longest_ms, waited)
            if response.status != 200:
                self.failed += 1
                self.failures.append(f"status {response.status}")
                return
            self.answered += 1
            request_id = response.getheader("X-Request-Id") or ""
            self.processes.add(request_id.split("-")[0])

    def fail(self, why):
        with self.lock:
            self.failed += 1
            if len(self.failures) < 10:
                self.failures.append(why)

    def summary(self):
        return {
            "answered": self.answered,
            "failed": self.failed,
            "resent": self.resent,
            "longest_wait_ms": round(self.longest_ms),
            "processes": len(self.processes),
            "failures": self.failures,
        }


def fresh_connections(host, port, path, stop, tally):
    while not os.path.exists(stop):
        started = time.monotonic()
        connection = http.client.HTTPConnection(host, port, timeout=TIMEOUT_SECS)
        try:
            connection.request("GET", path, headers={"Connection": "close"})
            response = connection.getresponse()
            response.read()
            tally.answer(response, started)
        except (OSError, http.client.HTTPException) as error:
            tally.fail(f"new connection: {type(error).__name__}: {error}")
        finally:
            connection.close()


def kept_alive_connection(host, port, path, stop, tally):
    connection = None
    reused = False
    while not os.path.exists(stop):
        if connection is None:
            connection = http.client.HTTPConnection(host, port, timeout=TIMEOUT_SECS)
            reused = False
        started = time.monotonic()
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            tally.answer(response, started)
            if response.will_close:
                connection.close()
                connection = None
            else:
                reused = True
        except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError) as error:
            connection.close()
            connection = None
            if reused:
                with tally.lock:
                    tally.resent += 1
            else:
                tally.fail(f"kept-alive connection: {type(error).__name__}: {error}")
        except (OSError, http.client.HTTPException) as error:
            connection.close()
            connection = None
            tally.fail(f"kept-alive connection: {type(error).__name__}: {error}")


def main():
    url, stop = sys.argv[1], sys.argv[2]
    parsed = urllib.parse.urlsplit(url)
    target = (parsed.hostname, parsed.port or 80, parsed.path or "/", stop)
    fresh, kept = Tally(), Tally()
    clients = [
        threading.Thread(target=fresh_connections, args=(*target, fresh)),
        threading.Thread(target=kept_alive_connection, args=(*target, kept)),
    ]
    for client in clients:
        client.start()
    for client in clients:
        client.join()
    print(json.dumps({"new_connection_each": fresh.summary(), "kept_alive": kept.summary()}))


if __name__ == "__main__":
    main()
