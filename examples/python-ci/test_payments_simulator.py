"""A Python service's test suite against the Payments Platform simulator, standard library only.

The simulator runs as the standalone server (``npx payments-simulator``) or as the container image
(``docker run ... payments-simulator``); the suite reads where it is and its admin token from the
environment:

    SIMULATOR_URL=http://127.0.0.1:4010 SIMULATOR_ADMIN_TOKEN=... python3 -m unittest -v

It waits on the health route, runs a scenario over HTTP, calls the API with a demo key, reads the
request journal and the webhook deliveries, and asserts on what it finds.
"""

import json
import os
import time
import unittest
import urllib.error
import urllib.parse
import urllib.request

BASE_URL = os.environ.get("SIMULATOR_URL", "http://127.0.0.1:4010").rstrip("/")
ADMIN_TOKEN = os.environ.get("SIMULATOR_ADMIN_TOKEN", "")
# A profile-scoped WRITE key of the demo seed (DEMO.keys.profileWrite).
DEMO_KEY = "sk_sandbox_demo_profile_write"


def call(method, path, body=None, headers=None):
    """Sends one request; returns (status, parsed JSON body). Error answers are returned, not raised."""
    data = None if body is None else json.dumps(body).encode("utf-8")
    request = urllib.request.Request(BASE_URL + path, data=data, method=method)
    if data is not None:
        request.add_header("content-type", "application/json")
    for name, value in (headers or {}).items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def control(method, path, body=None):
    """A control route under /_simulator, with the admin token."""
    return call(method, "/_simulator" + path, body, {"authorization": "Bearer " + ADMIN_TOKEN})


def api(method, path, body=None):
    """An API route, with the demo key."""
    return call(method, path, body, {"x-api-key": DEMO_KEY})


def wait_for_health(deadline_seconds=30.0):
    """Polls GET /_simulator/health (no token needed) until it answers 200."""
    deadline = time.monotonic() + deadline_seconds
    while True:
        try:
            status, body = call("GET", "/_simulator/health")
            if status == 200:
                return body["data"]
        except (urllib.error.URLError, ConnectionError):
            pass
        if time.monotonic() > deadline:
            raise AssertionError("the simulator did not become healthy at " + BASE_URL)
        time.sleep(0.2)


def journaled(operation_id):
    """The API requests the simulator served for one operation, newest last (GET /_simulator/requests)."""
    status, body = control("GET", "/requests?operationId=" + urllib.parse.quote(operation_id))
    assert status == 200, body
    return body["data"]["requests"]


def webhook_deliveries():
    """Every outbound webhook delivery, oldest first."""
    status, body = control("GET", "/webhooks")
    assert status == 200, body
    return body["data"]["deliveries"]


class PaymentsSimulatorTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.health = wait_for_health()

    def test_health_answers_without_the_admin_token(self):
        self.assertEqual(self.health["status"], "ok")
        self.assertEqual(self.health["name"], "@payments-platform/simulator")

    def test_control_routes_refuse_a_request_without_the_token(self):
        status, body = call("GET", "/_simulator/clock")
        self.assertEqual(status, 401)
        self.assertEqual(body["error"]["code"], "ADMIN_TOKEN_REQUIRED")

    def test_a_paid_request_is_readable_and_its_webhook_was_sent(self):
        # The scenario: a payment request created, paid on the simulated chain and confirmed.
        status, body = control("POST", "/scenarios/paidPaymentRequest", {"amount": 40, "customId": "py-order-1"})
        self.assertEqual(status, 200, body)
        paid = body["data"]
        self.assertTrue(paid["requestId"])

        # What the service under test would do: read the request through the API.
        status, body = api("GET", "/channel/core/request/" + paid["requestId"])
        self.assertEqual(status, 200, body)
        self.assertEqual(body["data"]["tx"]["id"], paid["txId"])

        # The request journal: the service read the request exactly once, and it was answered 200.
        reads = [
            entry
            for entry in journaled("getPaymentRequest")
            if entry["path"] == "/channel/core/request/" + paid["requestId"]
        ]
        self.assertEqual([entry["status"] for entry in reads], [200])
        self.assertEqual(reads[0]["method"], "GET")
        self.assertEqual(reads[0]["pathTemplate"], "/channel/core/request/{id}")

        # The requestPaid webhook the platform sent for it.
        sent = [
            delivery
            for delivery in webhook_deliveries()
            if delivery["event"] == "requestPaid" and delivery["body"]["data"].get("requestId") == paid["requestId"]
        ]
        self.assertEqual(len(sent), 1)
        self.assertEqual(sent[0]["id"], paid["deliveryId"])

    def test_an_unknown_scenario_is_a_clear_400(self):
        status, body = control("POST", "/scenarios/refund", {})
        self.assertEqual(status, 400)
        self.assertEqual(body["error"]["code"], "SCENARIO_UNKNOWN")


if __name__ == "__main__":
    unittest.main(verbosity=2)
