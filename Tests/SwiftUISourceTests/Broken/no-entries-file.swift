Gauge(value: entry.charge) { Text("Battery") }
