// The webhook dispatcher on its own, over a store it is handed: a delivery that is not due yet when
// the dispatcher looks (a retry timer fired a little before Date.now() reached the retry time) is
// still sent once it is due, never left pending. Before the fix, such a delivery stayed pending for
// ever, which made events.spec's "gives up after a bounded number of attempts" hang now and then.
import { expect } from "chai";
import { WebhookDispatcher } from "../../emulator/areas/integrations/deliveries";
import { deliveriesOf, type StoredDelivery } from "../../emulator/areas/integrations/events";
import { INTEGRATIONS_OWNER } from "../../emulator/areas/integrations/records";
import { Store } from "../../emulator/store";
import { eventually } from "../support/integrations";
import { startReceiver, type Receiver } from "../support/receiver";

describe("emulator webhook dispatcher", () => {
  let receiver: Receiver;
  let dispatcher: WebhookDispatcher | undefined;

  beforeEach(async () => {
    receiver = await startReceiver();
  });
  afterEach(async () => {
    dispatcher?.stop();
    await receiver.close();
  });

  function delivery(nextAttemptAt: number): StoredDelivery {
    return {
      id: "dlv_1",
      webhookId: "hook_1",
      configurationId: null,
      event: "project.created",
      url: `${receiver.url}/hook`,
      body: JSON.stringify({ type: "project.created" }),
      signature: "sig",
      status: "pending",
      attempts: 0,
      lastResult: null,
      nextAttemptAt,
      createdAt: Date.now(),
    };
  }

  it("sends a delivery that was not due yet when it looked, once it is due", async () => {
    const store = new Store(undefined, () => {});
    store.transaction(() => deliveriesOf(store).insert(INTEGRATIONS_OWNER, delivery(Date.now() + 40)));
    dispatcher = new WebhookDispatcher(
      () => store,
      () => {},
    );
    dispatcher.kick(); // too early: nothing is due on this pass

    const received = await receiver.request(0);
    expect(received.path).to.equal("/hook");
    const [sent] = await eventually(
      async () => deliveriesOf(store).list(INTEGRATIONS_OWNER),
      (list) => list[0]?.status === "delivered",
      "the delivery to be recorded",
    );
    expect(sent).to.include({ status: "delivered", attempts: 1, lastResult: "200" });
  });
});
