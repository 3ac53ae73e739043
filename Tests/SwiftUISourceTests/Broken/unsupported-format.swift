Text(String(format: "%5.2f", entry.value))
